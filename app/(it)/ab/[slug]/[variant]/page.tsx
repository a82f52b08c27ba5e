/**
 * The challengers of the experiments on the landing pages: /ab/<slug>/<variant> renders tested
 * page <slug> (EXPERIMENT_PAGES) with variant <variant>'s changes. Visitors never see this
 * address: proxy.ts rewrites the page's own address to it for the visitors assigned to the
 * variant (and for everyone after a stop with the variant as winner). Every page × b, c, d is
 * pre-rendered and regenerated like the page itself, whether an experiment uses it or not, so
 * starting one needs no build.
 *
 * Search engines: the metadata is the page's own, canonical to the page's address, because this
 * HTML is what the page's address answers (bots always get the control, but after a stop
 * everyone, crawlers included, gets the winner). A robots noindex here would travel with it
 * and drop the page from the index; the route's own address is kept out instead by
 * `X-Robots-Tag: noindex` (next.config.ts headers(), matched on the address asked for, before
 * the proxy's rewrite), and it is in no sitemap.
 */
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { TestedPage, testedPageMetadata } from '@/components/experiments/tested-page';
import { testedPageData } from '@/lib/server/experiments/page-data';
import {
  CHALLENGER_KEYS,
  EXPERIMENT_PAGES,
  experimentPageBySlug,
  type ChallengerKey,
} from '@/lib/experiments/pages';

/** Static, regenerated with the experiment in force: at once on a start, stop or edit, else within a minute. */
export const revalidate = 60;

/** Only the pre-rendered pairs exist; any other address is a 404 without a render. */
export const dynamicParams = false;

interface Params {
  slug: string;
  variant: string;
}

/** Every tested page's slug with every challenger key. */
export function generateStaticParams(): Params[] {
  return EXPERIMENT_PAGES.flatMap((page) =>
    CHALLENGER_KEYS.map((variant) => ({ slug: page.slug, variant })),
  );
}

/** The tested page and the challenger of `params`, or a 404. */
function routeOf({ slug, variant }: Params): { path: string; variant: ChallengerKey } {
  const page = experimentPageBySlug(slug);
  const key = CHALLENGER_KEYS.find((k) => k === variant);
  if (!page || !key) notFound();
  return { path: page.path, variant: key };
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  return testedPageMetadata(routeOf(await params).path);
}

export default async function VariantPage({ params }: { params: Promise<Params> }) {
  setRequestLocale('it');
  const { path, variant } = routeOf(await params);
  return <TestedPage {...await testedPageData(path, variant)} />;
}
