import { withAdmin } from '@/lib/server/admin-http';
import { getDb } from '@/lib/server/db';
import { landingPerformance } from '@/lib/server/admin-landing';

// GET /api/admin/landing-performance — leads per pre-lander and sales page (by campaign id)
export const GET = withAdmin({ permission: 'campaigns:read' }, async () =>
  Response.json({ variants: await landingPerformance(await getDb()) }),
);
