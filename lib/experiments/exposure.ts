/**
 * Exposure to an experiment: which variant a page showed, as the page names it and as the
 * browser keeps it. Pure, shared by the variant pages (the marker they render), the browser
 * (lib/browser/experiment.ts) and the proxy (the cookie it reads).
 *
 * - The marker: `<meta name="x-experiment" content="<experimentId>:<variantKey>:<proof>">`,
 *   rendered by a page under a running experiment (every variant, the control included). The
 *   proof is the server's signature of the id and variant for the day the page rendered
 *   (lib/server/experiments/exposure-check.ts): an exposure the server did not serve cannot
 *   be claimed (docs/security.md).
 * - The cookie: `ab_<experimentId>=<variantKey>`, first-party, written by the tracker only with
 *   analytics consent (ePrivacy Art. 5(3)), so that the proxy keeps the visitor on its variant.
 */
import { VARIANT_KEYS, type VariantKey } from './variant-keys';

/** An experiment's id and the key of the variant seen (the wire shape of every request). */
export interface ExperimentExposure {
  id: number;
  variant: VariantKey;
  /** The marker's signature (checked by the server; never stored). */
  proof?: string;
}

/** The shape of a marker's proof: base64url, as the server makes it. */
export const EXPOSURE_PROOF_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The `name` of the marker's meta element. */
export const EXPERIMENT_MARKER_NAME = 'x-experiment';

/** Largest experiment id: the `experiments.id` column is a PostgreSQL integer. */
export const MAX_EXPERIMENT_ID = 2_147_483_647;

/** How long the variant cookie keeps a consenting visitor on its variant: 90 days, in seconds. */
export const EXPERIMENT_COOKIE_MAX_AGE_SEC = 90 * 86_400;

/** The name of the cookie that keeps experiment `id`'s variant, e.g. 'ab_12'. */
export function experimentCookieName(id: number): string {
  return `ab_${id}`;
}

/** Matches an experiment cookie's name, capturing the id. */
export const EXPERIMENT_COOKIE_PATTERN = /^ab_(\d+)$/;

/** Whether `value` is one of VARIANT_KEYS. */
export const isVariantKey = (value: string): value is VariantKey =>
  (VARIANT_KEYS as readonly string[]).includes(value);

/**
 * The exposure a marker's `content` names ('12:b:<proof>', or '12:b' from a page rendered
 * before proofs), or null for anything else: no content, an id that is not a positive integer
 * up to MAX_EXPERIMENT_ID, a key outside VARIANT_KEYS, a proof of another shape.
 */
export function parseExperimentMarker(
  content: string | null | undefined,
): ExperimentExposure | null {
  const match = /^([1-9]\d{0,9}):([a-z]+)(?::([A-Za-z0-9_-]+))?$/.exec(content?.trim() ?? '');
  if (!match) return null;
  const id = Number(match[1]);
  const variant = match[2]!;
  const proof = match[3];
  if (id > MAX_EXPERIMENT_ID || !isVariantKey(variant)) return null;
  if (proof === undefined) return { id, variant };
  return EXPOSURE_PROOF_PATTERN.test(proof) ? { id, variant, proof } : null;
}

/** The marker's `content` for `exposure` ('12:b:<proof>'), the inverse of parseExperimentMarker. */
export function experimentMarkerContent(exposure: ExperimentExposure): string {
  const base = `${exposure.id}:${exposure.variant}`;
  return exposure.proof ? `${base}:${exposure.proof}` : base;
}

/**
 * The exposure a row's experiment columns (a lead's, a visitor's) hold, or null when they hold
 * none or a key outside VARIANT_KEYS.
 */
export function exposureOf(row: {
  experimentId: number | null;
  experimentVariant: string | null;
}): ExperimentExposure | null {
  const { experimentId: id, experimentVariant: variant } = row;
  return id !== null && variant !== null && isVariantKey(variant) ? { id, variant } : null;
}
