import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  offerRequestSchema,
  type OfferRequestResponse,
  offerRequestResponse,
} from '@/lib/contracts/offers';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { requireVerifiedLead } from '@/lib/server/auth/lead-session';
import { requestOffer } from '@/lib/server/requests/offer-requests';

const postDoc: OperationDoc = {
  tag: 'Offers',
  summary: 'The verified lead asks about a paid offer',
  description: 'Sends the CRM `lead.offer_requested` (once a day per offer).',
  access: 'lead',
  answers: {
    201: { description: 'Stored.', schema: offerRequestResponse },
    200: {
      description: 'Already asked today: nothing changed.',
      schema: offerRequestResponse,
    },
  },
  errors: { 409: '`offer_full`: this month’s places are taken' },
};

// POST /api/offers/requests — the verified lead asks about a paid offer (premium plan or German
// education account): 201 stored, 200 already asked today, 409 the month's places are taken
export const POST = withJson(
  { body: offerRequestSchema, doc: postDoc },
  async ({ body, request, t }) => {
    const db = await getDb();
    const leadId = await requireVerifiedLead(db, request);
    const { created } = await requestOffer(db, leadId, body.offer);
    const answer: OfferRequestResponse = {
      created,
      message: t(created ? 'offers.request.created' : 'offers.request.already'),
    };
    return Response.json(answer, { status: created ? 201 : 200 });
  },
);
