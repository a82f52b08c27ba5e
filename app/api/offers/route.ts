import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { premiumAvailability } from '@/lib/server/requests/offer-requests';
import { type OffersResponse, offersResponse } from '@/lib/contracts/offers';

const getDoc: OperationDoc = {
  tag: 'Offers',
  summary: 'The premium plan’s places this month',
  description:
    'Both figures null when the operator set no capacity (then no scarcity figure is shown).',
  answers: { 200: { description: 'Places.', schema: offersResponse } },
};

// GET /api/offers — the premium plan's places this month ({capacity, placesLeft}; both null
// when the operator set no capacity, so no scarcity figure is shown)
export const GET = withJson({ doc: getDoc }, async () => {
  const premium = await premiumAvailability(await getDb());
  return Response.json({ premium } satisfies OffersResponse, {
    headers: { 'Cache-Control': 'no-store' },
  });
});
