/**
 * Body of POST /api/offers/requests: which paid offer the verified lead asks
 * about. Shared by the request buttons and the route handler.
 */
import * as z from 'zod/mini';
import { OFFER_KINDS } from '@/lib/offers';

export const offerRequestSchema = z.object({
  offer: z.enum(OFFER_KINDS, 'offers.errors.offer'),
});

export type OfferRequestBody = z.output<typeof offerRequestSchema>;

/** Answer of POST /api/offers/requests: `created` false when already asked today. */
export interface OfferRequestResponse {
  created: boolean;
  message: string;
}
