import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { premiumAvailability } from '@/lib/server/requests/offer-requests';
import type { OffersResponse } from '@/lib/contracts/offers';

// GET /api/offers — the premium plan's places this month ({capacity, placesLeft}; both null
// when the operator set no capacity, so no scarcity figure is shown)
export const GET = withJson({}, async () => {
  const premium = await premiumAvailability(await getDb());
  return Response.json({ premium } satisfies OffersResponse, {
    headers: { 'Cache-Control': 'no-store' },
  });
});
