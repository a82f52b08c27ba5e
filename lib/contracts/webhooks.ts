/**
 * The CRM webhooks (docs/decisions.md §6b, Standard Webhooks): what each event's JSON body carries.
 * Written by the server (lib/server/leads/lead-events.ts, privacy/gdpr.ts, admin/deliveries.ts,
 * whose payloads are typed by these schemas' outputs) and published in the OpenAPI document's
 * `webhooks`. Every body is `{type, event, timestamp, data}`; `event` repeats `type` (docs/product.md's
 * example names it so). Dates are ISO 8601 in UTC.
 */
import * as z from 'zod/mini';
import { EXPERIENCE_LEVELS } from '@/lib/validation/experience-options';
import { OFFER_KINDS } from '@/lib/offers';
import { VARIANT_KEYS } from '@/lib/experiments/variant-keys';

const instant = () => z.iso.datetime();
const text = () => z.nullable(z.string());

/** The lead as a CRM needs it (never the password hash or codes). */
export const leadEventDataSchema = z.object({
  leadId: z.uuid().check(z.describe('The lead’s public id, the same in every event and answer.')),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().check(z.describe('Lower-cased.')),
  phone: z.string().check(z.describe('E.164, e.g. +393471234567.')),
  experience: z.enum(EXPERIENCE_LEVELS),
  locale: z.string().check(z.describe('The lead’s language: `it` or `de`.')),
  campaignId: text(),
  source: text().check(z.describe('The ad source the form sent (`adSource`).')),
  utm: z.object({
    lastTouch: z
      .object({
        source: text(),
        medium: text(),
        campaign: text(),
        content: text(),
        term: text(),
      })
      .check(z.describe('The UTM tags the registration form sent.')),
    firstTouch: z
      .object({
        landingPage: text(),
        campaignId: text(),
        source: text(),
        utmSource: text(),
        utmMedium: text(),
        utmCampaign: text(),
      })
      .check(z.describe('The first page view of the visitor session that registered.')),
  }),
  experiment: z
    .nullable(
      z.object({
        id: z.int().check(z.describe('The experiment’s id (the back-office’s experiments).')),
        variant: z.enum(VARIANT_KEYS).check(z.describe('`control` is the page as it was.')),
      }),
    )
    .check(
      z.describe(
        'The A/B experiment variant the lead saw: the registration page’s, else the first one ' +
          'its visitor session saw; null outside any experiment.',
      ),
    ),
  verified: z.boolean(),
  freeAccess: z.boolean().check(z.describe('One of the first 500 verified leads.')),
  freeAccessExpiresAt: z.nullable(instant()),
  registrationNumber: text().check(z.describe('Place among the first 500, as text.')),
  createdAt: instant(),
  verifiedAt: z.nullable(instant()),
});
export type LeadEventData = z.output<typeof leadEventDataSchema>;

/** lead.offer_requested: the lead and the offer asked about. */
export const offerRequestedDataSchema = z.object({
  ...leadEventDataSchema.shape,
  offer: z.object({
    kind: z.enum(OFFER_KINDS),
    requestId: z.int(),
    requestedAt: instant(),
  }),
});
export type OfferRequestedData = z.output<typeof offerRequestedDataSchema>;

/** lead.deleted: the lead was erased (GDPR Art. 17); erase it in the CRM too. */
export const leadDeletedDataSchema = z.object({ leadId: z.uuid(), erasedAt: instant() });
export type LeadDeletedData = z.output<typeof leadDeletedDataSchema>;

/** webhook.test: sent from the back-office's webhooks tab. */
export const webhookTestDataSchema = z.object({ message: z.string(), sentBy: z.string() });
export type WebhookTestData = z.output<typeof webhookTestDataSchema>;

/** Each event type with what its `data` carries and when it is sent. */
export const WEBHOOK_EVENTS = {
  'lead.created': {
    data: leadEventDataSchema,
    summary: 'A lead registered (its phone not yet verified).',
  },
  'lead.verified': {
    data: leadEventDataSchema,
    summary: 'A lead verified its phone with the SMS code.',
  },
  'lead.offer_requested': {
    data: offerRequestedDataSchema,
    summary: 'A verified lead asked about a paid offer (at most once a day per offer).',
  },
  'lead.deleted': {
    data: leadDeletedDataSchema,
    summary: 'A lead was erased (by itself, the operator or retention): erase it too.',
  },
  'webhook.test': {
    data: webhookTestDataSchema,
    summary: 'The test message of the back-office’s webhooks tab.',
  },
} as const;
export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;

/** The body of an event of `type` whose data is `data`. */
export function webhookBodySchema<T extends WebhookEventType>(type: T, data: z.ZodMiniType) {
  return z.object({
    type: z.literal(type),
    event: z.literal(type).check(z.describe('The same as `type`.')),
    timestamp: instant().check(z.describe('When the event happened (not this attempt).')),
    data,
  });
}
