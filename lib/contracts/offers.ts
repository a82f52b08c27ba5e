/**
 * The paid offers, as the verified lead sees them: GET /api/offers (the premium plan's places
 * this month) and POST /api/offers/requests (the lead asks about an offer). The request schema
 * is shared by the request buttons and the route handler.
 */
import * as z from 'zod/mini';
import { OFFER_KINDS } from '@/lib/offers';
import { count } from '@/lib/contracts/answer-parts';

/** Answer of GET /api/offers; `premium`'s figures are null when no capacity is set. */
export type OffersResponse = z.output<typeof offersResponse>;

/** Body of POST /api/offers/requests: which paid offer the verified lead asks about. */
export const offerRequestSchema = z.object({
  offer: z.enum(OFFER_KINDS, 'offers.errors.offer'),
});

export type OfferRequestBody = z.output<typeof offerRequestSchema>;

/** Answer of POST /api/offers/requests: `created` false when already asked today. */
export type OfferRequestResponse = z.output<typeof offerRequestResponse>;

export const offersResponse = z.object({
  premium: z.object({
    capacity: z.nullable(count()),
    placesLeft: z.nullable(count()),
  }),
});

export const offerRequestResponse = z.object({ created: z.boolean(), message: z.string() });

/** Answer of POST /api/consultations. */
export const consultationResponse = z.object({ success: z.literal(true), message: z.string() });
