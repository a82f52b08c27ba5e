import { offerRequestSchema, type OfferRequestResponse } from '@/lib/contracts/offers';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { requireVerifiedLead } from '@/lib/server/auth/lead-session';
import { requestOffer } from '@/lib/server/requests/offer-requests';

// POST /api/offers/requests — the verified lead asks about a paid offer (premium plan or German
// education account): 201 stored, 200 already asked today, 409 the month's places are taken
export const POST = withJson({ body: offerRequestSchema }, async ({ body, request, t }) => {
  const db = await getDb();
  const leadId = await requireVerifiedLead(db, request);
  const { created } = await requestOffer(db, leadId, body.offer);
  const answer: OfferRequestResponse = {
    created,
    message: t(created ? 'offers.request.created' : 'offers.request.already'),
  };
  return Response.json(answer, { status: created ? 201 : 200 });
});
