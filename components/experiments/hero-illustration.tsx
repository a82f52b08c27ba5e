/**
 * The hero image a variant may show (lib/experiments/pages.ts HERO_IMAGES): a small SVG from
 * public/experiments/, decorative (alt=""), at the end of the hero's text. 'none' or absent:
 * nothing, the page's own hero.
 */
import type { HeroImage } from '@/lib/experiments/pages';

/** The illustration `image`, or null for 'none'. */
export function HeroIllustration({ image }: { image?: HeroImage }) {
  if (!image || image === 'none') return null;
  return (
    // A few hundred bytes of SVG served as they are: next/image would add its client component
    // to the landing's scripts and does not optimise SVG anyway.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={`/experiments/${image}.svg`}
      alt=""
      width={480}
      height={300}
      decoding="async"
      data-testid="hero-illustration"
      className="mt-8 h-auto w-full max-w-xs sm:max-w-md"
    />
  );
}
