/**
 * The advertising events this site reports to Meta. Three are reported twice, from the Meta
 * pixel in the browser and from the server through the Conversions API, with one event id both
 * sides give an action: Meta keeps one of two events with the same name and id (within 48
 * hours), so the id must be derived the same way on both sides, from what the browser learns in
 * the answer (the lead's public id) or sends in the request (a Schedule's key). The follow-up
 * events of a call outcome are the server's alone (no pixel twin); their id is derived from the
 * lead and the event, so each is sent once per lead.
 */
import { EDUCATION_ACCOUNT_EUR, PREMIUM_PLAN_EUR_PER_YEAR, type CallOutcome } from '../offers';

/** Pixel standard events sent by the server as well. */
export const META_EVENTS = ['Lead', 'CompleteRegistration', 'Schedule'] as const;
export type MetaEventName = (typeof META_EVENTS)[number];

/**
 * Server-only follow-up events of a call outcome: `Contact` and `Purchase` are Meta standard
 * events, `QualifiedLead` a custom one (Meta has no standard event for a qualified lead).
 */
export const FOLLOW_UP_EVENTS = ['Contact', 'QualifiedLead', 'Purchase'] as const;
export type FollowUpEventName = (typeof FOLLOW_UP_EVENTS)[number];

/** The `event_id` (server) and `eventID` (pixel) of event `event` about `key`. */
export function metaEventId(event: MetaEventName | FollowUpEventName, key: string): string {
  return `${event}.${key}`;
}

/** The follow-up event one call outcome reports. */
export interface FollowUpEvent {
  name: FollowUpEventName;
  /** What was bought (Purchase only): part of its id, so each product counts once. */
  product?: 'education_account' | 'premium';
  /** Purchase value in euro (the offer's price, lib/offers.ts). */
  valueEur?: number;
}

/**
 * The follow-up event of `outcome`, or null for `not_interested` (no event: Meta has no
 * standard event for a refusal, and a custom one would only tell Meta about a person who said
 * no, without improving what it optimises for).
 * - reached → Contact; qualified → QualifiedLead;
 * - converted_account → Purchase of the education account, 250 EUR;
 * - converted_premium → Purchase of the premium plan, 700 EUR (its yearly price).
 */
export function followUpEventOf(outcome: CallOutcome): FollowUpEvent | null {
  switch (outcome) {
    case 'reached':
      return { name: 'Contact' };
    case 'qualified':
      return { name: 'QualifiedLead' };
    case 'converted_account':
      return { name: 'Purchase', product: 'education_account', valueEur: EDUCATION_ACCOUNT_EUR };
    case 'converted_premium':
      return { name: 'Purchase', product: 'premium', valueEur: PREMIUM_PLAN_EUR_PER_YEAR };
    case 'not_interested':
      return null;
  }
}

/**
 * The event id of `event` about lead `leadPublicId`: `Contact.<lead>`, `QualifiedLead.<lead>`,
 * `Purchase.<lead>.<product>`. Also the idempotency key of its outbox message: one per lead and
 * event (and product: two purchases of different offers are two conversions).
 */
export function followUpEventId(event: FollowUpEvent, leadPublicId: string): string {
  return metaEventId(event.name, event.product ? `${leadPublicId}.${event.product}` : leadPublicId);
}

/**
 * What an event's `custom_data` says of the experiment variant behind it (a type, not an
 * interface: the pixel's parameters are a Record).
 */
export type ExperimentCustomData = {
  experiment_id: number;
  experiment_variant: string;
};

/**
 * The `custom_data` (server) and pixel parameters naming experiment `exposure`'s variant, the
 * same on both sides; undefined outside any experiment.
 */
export function experimentCustomData(
  exposure: { id: number; variant: string } | null | undefined,
): ExperimentCustomData | undefined {
  return exposure
    ? { experiment_id: exposure.id, experiment_variant: exposure.variant }
    : undefined;
}
