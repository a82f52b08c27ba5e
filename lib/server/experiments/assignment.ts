/**
 * Which variant of a running experiment a request is shown, decided without storing anything
 * on the visitor's device (README "A/B experiments and privacy"): the first page view of a paid
 * click comes before any cookie choice, and reading or writing an identifier there then would
 * need consent (ePrivacy Directive art. 5(3); Garante, cookie guidelines of 10 June 2021).
 *
 * The rule: HMAC-SHA256, under a key of the current UTC day, of the experiment, the client's
 * network (IPv4 /24, IPv6 /48: lib/server/http/client-ip.ts truncateIp) and its user agent,
 * read as a number in [0, 1) and mapped onto the variants' weights. A visitor therefore keeps
 * one variant for the day on one network and browser; nothing links days (the key changes),
 * and nothing is kept on the server either (the key is derived from a secret the server has).
 * After analytics consent the tracker keeps the variant in the cookie `ab_<experimentId>`
 * (lib/experiments/exposure.ts), which wins while it names a variant of the running experiment. Bots (isbot) and previews
 * (`campaign=PREVIEW`) see the control.
 *
 * Pure: the day's key comes in (dailyKey); proxy.ts derives it from the app's secret.
 */
import { createHmac } from 'node:crypto';
import { isbot } from 'isbot';
import type { VariantKey } from '@/lib/experiments/pages';

/** The `campaign` value of the back-office's preview links (lib/campaigns/urls.ts previewUrl). */
export const PREVIEW_CAMPAIGN = 'PREVIEW';

/**
 * The assignment key of the UTC day of `now`: HMAC-SHA256(secret, 'experiment-assignment:'
 * + YYYY-MM-DD). A purpose label keeps it apart from every other use of the secret; nothing
 * is stored, and a past day's key cannot be told from the next one's without the secret.
 */
export function dailyKey(secret: string, now: Date): Buffer {
  const day = now.toISOString().slice(0, 10);
  return createHmac('sha256', secret).update(`experiment-assignment:${day}`).digest();
}

/** A variant as the assignment needs it: its key and its whole-number weight (≥ 1). */
export interface WeightedVariant {
  key: VariantKey;
  weight: number;
}

/** The request's side of the assignment. */
export interface Visitor {
  /** The client's network (truncateIp), or 'unknown' when the address is not known. */
  network: string;
  userAgent: string;
  /** The value of the cookie `ab_<experimentId>`, if the request has one. */
  cookie?: string;
  /** A back-office preview (`campaign=PREVIEW`): shown the control. */
  preview?: boolean;
}

/** Where in [0, 1) the visitor falls for experiment `experimentId` today (48 bits of the MAC). */
export function assignmentPoint(dayKey: Buffer, experimentId: number, visitor: Visitor): number {
  const mac = createHmac('sha256', dayKey)
    .update(`${experimentId}\n${visitor.network}\n${visitor.userAgent}`)
    .digest();
  return mac.readUIntBE(0, 6) / 2 ** 48;
}

/**
 * The variant `visitor` is shown in experiment `experimentId` with `variants` (the control
 * first): the control for a bot or a preview; the cookie's variant when it names one of
 * `variants`; else the variant whose share of the summed weights holds the visitor's point.
 */
export function assignVariant(
  dayKey: Buffer,
  experimentId: number,
  variants: readonly WeightedVariant[],
  visitor: Visitor,
): VariantKey {
  if (visitor.preview || isbot(visitor.userAgent)) return 'control';
  const kept = variants.find((v) => v.key === visitor.cookie);
  if (kept) return kept.key;
  const total = variants.reduce((sum, v) => sum + v.weight, 0);
  let point = assignmentPoint(dayKey, experimentId, visitor) * total;
  for (const variant of variants) {
    point -= variant.weight;
    if (point < 0) return variant.key;
  }
  return 'control';
}
