import { withAdmin } from '@/lib/server/admin-http';
import { getDb } from '@/lib/server/db';
import { listOffers } from '@/lib/server/admin-landing';

// GET /api/admin/offers — every pre-lander's stored offer end
export const GET = withAdmin({ permission: 'campaigns:read' }, async () =>
  Response.json({ offers: await listOffers(await getDb()) }),
);
