/**
 * Visitor-tracking payloads (docs/product.md §3 "Visitor tracking payloads", §7). The browser's
 * optional country/city/region fields are ignored: location is resolved on the server.
 */
import * as z from 'zod/mini';
import { VARIANT_KEYS } from '@/lib/experiments/variant-keys';
import { EXPOSURE_PROOF_PATTERN, MAX_EXPERIMENT_ID } from '@/lib/experiments/exposure';

/** Session id kept in localStorage 'visitor_session_id'. */
export const sessionIdSchema = z.string().check(z.regex(/^[\w-]{8,64}$/));

/** A same-site path such as '/guida-trading?cid=FB_AD_01'. */
const pagePath = z.string().check(z.maxLength(512), z.regex(/^\//));

/**
 * The experiment variant a page showed (its marker, lib/experiments/exposure.ts): the
 * experiment's id, the variant's key and the server's proof that it served them.
 */
export const experimentExposureSchema = z
  .object({
    id: z.int().check(z.positive(), z.lte(MAX_EXPERIMENT_ID)),
    variant: z.enum(VARIANT_KEYS),
    proof: z.optional(z.string().check(z.regex(EXPOSURE_PROOF_PATTERN))),
  })
  .check(z.describe('The experiment variant the page showed (its `x-experiment` marker).'));

/** POST /api/track-visitor: the first page view of a session. */
export const trackVisitorSchema = z.object({
  sessionId: sessionIdSchema,
  currentPage: pagePath,
  referrer: z.optional(z.string().check(z.maxLength(512))),
  experiment: z.optional(experimentExposureSchema),
});
export type TrackVisitorInput = z.output<typeof trackVisitorSchema>;

/**
 * POST /api/track-page: a page change, the 30 s heartbeat, or the leave beacon (page ''); a
 * page change into a page under an experiment carries it too.
 */
export const trackPageSchema = z.object({
  sessionId: sessionIdSchema,
  page: z.union([z.literal(''), pagePath]),
  isActive: z.optional(z.boolean()),
  experiment: z.optional(experimentExposureSchema),
});
export type TrackPageInput = z.output<typeof trackPageSchema>;
