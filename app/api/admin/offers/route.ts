import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { listOffers } from '@/lib/server/admin/reports/landing';
import type { OffersListResponse } from '@/lib/contracts/admin/landing';

// GET /api/admin/offers — every pre-lander's stored offer end
export const GET = withAdmin({ permission: 'campaigns:read' }, async () =>
  Response.json({ offers: await listOffers(await getDb()) } satisfies OffersListResponse),
);
