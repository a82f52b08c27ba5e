import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { listOffers } from '@/lib/server/admin/reports/landing';
import { type OffersListResponse, offersListResponse } from '@/lib/contracts/admin/landing';

const getDoc: OperationDoc = {
  tag: 'Admin settings and content',
  summary: 'Every pre-lander’s stored offer end',
  answers: { 200: { description: 'Offer ends.', schema: offersListResponse } },
};

// GET /api/admin/offers — every pre-lander's stored offer end
export const GET = withAdmin({ permission: 'campaigns:read', doc: getDoc }, async () =>
  Response.json({ offers: await listOffers(await getDb()) } satisfies OffersListResponse),
);
