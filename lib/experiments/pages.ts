/**
 * What an experiment can test: which public landing pages, and which slots of them a variant
 * may change (issue "experiments on the static landings"). A fixed list, not free HTML: every
 * slot is rendered by the page's own component, as plain text or one choice of a list.
 *
 * Pages: the home page, the eight pre-landers (one component, PrelanderPage) and the four sales
 * pages (SalesPage) — the Italian landings paid traffic is sent to. Each page has a slug, the
 * segment of its variant routes: `/ab/<slug>/<variant>` (pre-rendered, noindex, never in the
 * sitemap; proxy.ts rewrites the page's own address to it, so the visitor's URL stays the page's).
 *
 * Pure and shared by the back-office form, the API, the proxy and the pages.
 */
import { PRELANDER_VARIANTS, PRELANDER_VARIANT_IDS } from '@/lib/campaigns/prelanders';
import { SALES_PAGES } from '@/lib/campaigns/urls';
import type { VariantKey } from './variant-keys';

/** A landing page an experiment can run on. */
export interface ExperimentPage {
  /** The page's public path, e.g. '/' or '/trading-educativo'. */
  path: string;
  /** The variant routes' segment: 'home' for '/', else the path without its slash. */
  slug: string;
  kind: 'home' | 'prelander' | 'sales';
}

const slugOf = (path: string) => (path === '/' ? 'home' : path.slice(1));

/** Every page an experiment can test, the home page first. */
export const EXPERIMENT_PAGES: readonly ExperimentPage[] = [
  { path: '/', slug: 'home', kind: 'home' },
  ...PRELANDER_VARIANT_IDS.map((id) => {
    const path = PRELANDER_VARIANTS[id].path;
    return { path, slug: slugOf(path), kind: 'prelander' as const };
  }),
  ...SALES_PAGES.map(({ path }) => ({ path, slug: slugOf(path), kind: 'sales' as const })),
];

/** The paths of EXPERIMENT_PAGES, for z.enum. */
export const EXPERIMENT_PAGE_PATHS = EXPERIMENT_PAGES.map((p) => p.path) as [string, ...string[]];

/** The page at `path`, or undefined when no experiment can run there. */
export function experimentPageOf(path: string): ExperimentPage | undefined {
  return EXPERIMENT_PAGES.find((p) => p.path === path);
}

/** The page whose variant routes use `slug`, or undefined. */
export function experimentPageBySlug(slug: string): ExperimentPage | undefined {
  return EXPERIMENT_PAGES.find((p) => p.slug === slug);
}

export { VARIANT_KEYS, type VariantKey } from './variant-keys';

/** The keys that have a variant route (the control is the page itself). */
export const CHALLENGER_KEYS = ['b', 'c', 'd'] as const satisfies readonly VariantKey[];
export type ChallengerKey = (typeof CHALLENGER_KEYS)[number];

/** The hero images a variant may show (files in public/experiments/; 'none': the page's own). */
export const HERO_IMAGES = ['none', 'chart', 'classroom'] as const;
export type HeroImage = (typeof HERO_IMAGES)[number];

/** Where the registration form sits: in the first screen, or after the page's opening section. */
export const FORM_POSITIONS = ['above', 'below'] as const;
export type FormPosition = (typeof FORM_POSITIONS)[number];

/** Longest text of each text slot (characters). */
export const SLOT_MAX_LENGTH = { headline: 120, subheadline: 240, cta: 40 } as const;

/**
 * What a variant changes; every slot is optional, an absent one keeps the page's own.
 * Texts are plain text (rendered as React text, never as HTML).
 */
export interface VariantChanges {
  headline?: string;
  subheadline?: string;
  /** The text of the page's main call-to-action button (the form's submit). */
  cta?: string;
  heroImage?: HeroImage;
  formPosition?: FormPosition;
}

/** The route a page's challenger is pre-rendered at, e.g. '/ab/home/b'. */
export function variantRoute(page: ExperimentPage, key: ChallengerKey): string {
  return `/ab/${page.slug}/${key}`;
}
