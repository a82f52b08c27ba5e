/**
 * Experiments on the static landings (the back-office's experiments, owner only, audited):
 * GET/POST /api/admin/experiments, PATCH /api/admin/experiments/:id (edit a draft, start, stop
 * with a winner), GET /api/admin/experiments/:id/results. One schema for the form and the
 * route. The pages and slots a variant may change are lib/experiments/pages.ts's fixed lists.
 *
 * States: draft → running → stopped (with the variant chosen as winner). At most one running
 * experiment per page (the server answers 409 `experiment_running` to a second start).
 */
import * as z from 'zod/mini';
import {
  EXPERIMENT_PAGE_PATHS,
  FORM_POSITIONS,
  HERO_IMAGES,
  SLOT_MAX_LENGTH,
  VARIANT_KEYS,
} from '@/lib/experiments/pages';

import { count, instant } from '@/lib/contracts/answer-parts';

const E = 'admin.experiments.errors';

/** An optional trimmed plain text of at most `max` characters ('' or absent: the page's own). */
const slotText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, `${E}.slotTooLong`)));

/** What one variant changes (absent or '' slots keep the page's own). */
export const variantChangesSchema = z.object({
  headline: slotText(SLOT_MAX_LENGTH.headline),
  subheadline: slotText(SLOT_MAX_LENGTH.subheadline),
  cta: slotText(SLOT_MAX_LENGTH.cta),
  heroImage: z.optional(z.enum(HERO_IMAGES, `${E}.heroImage`)),
  formPosition: z.optional(z.enum(FORM_POSITIONS, `${E}.formPosition`)),
});

/** One variant: its key, its share of traffic (a whole-number weight, 1–100) and its changes. */
export const variantSchema = z.object({
  key: z.enum(VARIANT_KEYS, `${E}.variantKey`),
  weight: z.coerce
    .number()
    .check(z.int(`${E}.weight`), z.minimum(1, `${E}.weight`), z.maximum(100, `${E}.weight`)),
  changes: z._default(variantChangesSchema, {}),
});

/**
 * The variants in VARIANT_KEYS order from the control on, 2–4 of them; the control changes nothing.
 */
const variantsSchema = z.array(variantSchema).check(
  z.minLength(2, `${E}.variantCount`),
  z.maxLength(4, `${E}.variantCount`),
  z.refine((vs) => vs.every((v, i) => v.key === VARIANT_KEYS[i]), `${E}.variantOrder`),
  z.refine(
    (vs) => Object.values(vs[0]?.changes ?? {}).every((c) => c === undefined || c === ''),
    `${E}.controlChanges`,
  ),
);

/** POST /api/admin/experiments body (a new draft) and the form's resolver. */
export const experimentSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, `${E}.name`), z.maxLength(100, `${E}.name`)),
  page: z.enum(EXPERIMENT_PAGE_PATHS, `${E}.page`),
  variants: variantsSchema,
});
export type ExperimentInput = z.output<typeof experimentSchema>;
export type ExperimentFormInput = z.input<typeof experimentSchema>;

/**
 * PATCH /api/admin/experiments/:id body: `edit` replaces a draft's name, page and variants;
 * `start` runs a draft; `stop` ends a running experiment with the variant that wins (`control`
 * to keep the page as it was). Any other move answers 409 `experiment_state`.
 */
export const experimentPatchSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('edit'), experiment: experimentSchema }),
  z.object({ action: z.literal('start') }),
  z.object({ action: z.literal('stop'), winner: z.enum(VARIANT_KEYS, `${E}.winner`) }),
]);
export type ExperimentPatch = z.output<typeof experimentPatchSchema>;

/** The :id of /api/admin/experiments/:id. */
export const experimentParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});

export const EXPERIMENT_STATUSES = ['draft', 'running', 'stopped'] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];

/** One variant as stored: weight 1–100, changes without empty slots. */
export type ExperimentVariant = ExperimentView['variants'][number];

/** One experiment as the back-office shows it; times are ISO strings. */
export type ExperimentView = z.output<typeof experimentView>;

/** Answer of GET /api/admin/experiments: every experiment, running first, then newest first. */
export type ExperimentsResponse = z.output<typeof experimentsResponse>;

/** One variant's counts in the results (visitors: sessions that saw it). */
export type VariantCountsView = ExperimentResultsResponse['counts'][number];

/**
 * Answer of GET /api/admin/experiments/:id/results: the counts per variant, and the readout
 * (lib/experiments/statistics.ts) twice, with leads and with verified leads as conversions.
 */
export type ExperimentResultsResponse = z.output<typeof experimentResultsResponse>;

const variantKey = z.enum(VARIANT_KEYS);

export const experimentView = z.object({
  id: count(),
  name: z.string(),
  page: z.string().check(z.describe('The tested page’s public path, e.g. `/`.')),
  status: z.enum(EXPERIMENT_STATUSES),
  variants: z.array(
    z.object({
      key: variantKey,
      weight: count().check(z.describe('Share of traffic, 1–100 (relative to the others).')),
      changes: z.object({
        headline: z.optional(z.string()),
        subheadline: z.optional(z.string()),
        cta: z.optional(z.string()),
        heroImage: z.optional(z.enum(HERO_IMAGES)),
        formPosition: z.optional(z.enum(FORM_POSITIONS)),
      }),
    }),
  ),
  winner: z.nullable(variantKey),
  createdAt: instant(),
  startedAt: z.nullable(instant()),
  stoppedAt: z.nullable(instant()),
});

export const experimentsResponse = z.object({ experiments: z.array(experimentView) });

const interval = () => z.tuple([z.number(), z.number()]);

const probability = () => z.number().check(z.describe('A probability 0..1.'));

export const experimentReadout = z.object({
  controlId: z.string(),
  variants: z.array(
    z.object({
      id: z.string(),
      isControl: z.boolean(),
      weight: z.number().check(z.describe('Share of traffic 0..1; the shares sum to 1.')),
      visitors: count(),
      conversions: count(),
      conversionRate: z.nullable(z.number()),
      posterior: z.object({
        alpha: z.number(),
        beta: z.number(),
        mean: z.number(),
        ci95: interval(),
      }),
      probabilityToBeatControl: z.nullable(probability()),
      probabilityToBeBest: probability(),
      lift: z.nullable(z.object({ median: z.number(), ci95: interval() })),
      keepRunning: z.boolean(),
      visitorsToMinimum: count(),
      conversionsToMinimum: count(),
    }),
  ),
  sampleRatio: z.nullable(
    z.object({
      chiSquare: z.number(),
      degreesOfFreedom: count(),
      pValue: probability(),
      expected: z.array(z.number()),
      mismatch: z.boolean(),
    }),
  ),
  keepRunning: z.array(z.string()),
  enoughData: z
    .boolean()
    .check(z.describe('Every variant has its minimum sample (visitors and conversions).')),
  leader: z.nullable(
    z.string().check(z.describe('The likeliest best variant; null while data are insufficient.')),
  ),
  minVisitors: count(),
  minConversions: count(),
  monteCarlo: z.object({ draws: count(), seed: count() }),
});

export const experimentResultsResponse = z.object({
  experiment: experimentView,
  counts: z.array(
    z.object({
      key: variantKey,
      visitors: count().check(
        z.describe('Tracked sessions that saw it, plus its leads without a tracked visit.'),
      ),
      leads: count(),
      verifiedLeads: count(),
    }),
  ),
  leads: experimentReadout,
  verifiedLeads: experimentReadout,
});
