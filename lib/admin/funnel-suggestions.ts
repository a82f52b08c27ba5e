/**
 * Funnel suggestions (docs/product.md §2.14 funnel tab: "suggestions", made true per docs/decisions.md §5):
 * each is a fixed text in messages/admin/funnel.json shown only when its rule fires on the
 * measured funnel, with the figure that fired it. Pure: the funnel tab runs the rules on the
 * report's `measures` (lib/server/admin/reports/funnel.ts), the tests run them on numbers.
 *
 * A rule fires when its share is strictly above its threshold and its denominator has at least
 * MIN_SAMPLE items (a share of 1 in 2 says nothing yet):
 * - smsNotDelivered: last SMS not delivered (refused, failed, expired) > 5 % of the SMS sent —
 *   the delivery receipts (README "SMS delivery receipts");
 * - codeNotEntered: delivered SMS whose code was not entered > 30 % of the delivered;
 * - callsLate: call-list requests (consultation, offer) at least 24 h old that no one handled
 *   (status changed) within 24 h > 20 % of them.
 */

/** What the rules read, counted over the funnel's period and campaign. */
export interface FunnelMeasures {
  /** Leads whose last SMS code was handed to the provider or refused by it. */
  smsSent: number;
  /** Of those, the last SMS refused, failed or expired. */
  smsNotDelivered: number;
  /** Leads whose last SMS has a 'delivered' receipt. */
  smsDelivered: number;
  /** Of those, the ones not verified: the code was not entered. */
  codeNotEntered: number;
  /** Call-list requests of the period at least 24 h old at the time of the report. */
  callRequests: number;
  /** Of those, the ones whose status was not changed within 24 h of the request. */
  callsLate: number;
}

export const SUGGESTION_IDS = ['smsNotDelivered', 'codeNotEntered', 'callsLate'] as const;
export type SuggestionId = (typeof SUGGESTION_IDS)[number];

/** The thresholds (share of the denominator, strictly above which a rule fires). */
export const SUGGESTION_THRESHOLDS: Record<SuggestionId, number> = {
  smsNotDelivered: 0.05,
  codeNotEntered: 0.3,
  callsLate: 0.2,
};

/** Smallest denominator a rule judges. */
export const MIN_SAMPLE = 10;

/** A rule that fired: its share, the count and the denominator it came from, its threshold. */
export interface FunnelSuggestion {
  id: SuggestionId;
  share: number;
  count: number;
  of: number;
  threshold: number;
}

function rule(id: SuggestionId, count: number, of: number): FunnelSuggestion | null {
  if (of < MIN_SAMPLE) return null;
  const share = count / of;
  const threshold = SUGGESTION_THRESHOLDS[id];
  return share > threshold ? { id, share, count, of, threshold } : null;
}

/** SMS not delivered above 5 % of the SMS sent. */
export const smsNotDeliveredRule = (m: FunnelMeasures) =>
  rule('smsNotDelivered', m.smsNotDelivered, m.smsSent);

/** Code not entered above 30 % of the delivered SMS. */
export const codeNotEnteredRule = (m: FunnelMeasures) =>
  rule('codeNotEntered', m.codeNotEntered, m.smsDelivered);

/** Requests not handled within 24 h above 20 % of the requests at least 24 h old. */
export const callsLateRule = (m: FunnelMeasures) => rule('callsLate', m.callsLate, m.callRequests);

/** Every rule that fires on `m`, in SUGGESTION_IDS order. */
export function funnelSuggestions(m: FunnelMeasures): FunnelSuggestion[] {
  return [smsNotDeliveredRule(m), codeNotEnteredRule(m), callsLateRule(m)].filter(
    (s): s is FunnelSuggestion => s !== null,
  );
}
