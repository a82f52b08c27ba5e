import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { landingPerformance } from '@/lib/server/admin/reports/landing';
import type { LandingPerformanceResponse } from '@/lib/contracts/admin/landing';

// GET /api/admin/landing-performance — leads per pre-lander and sales page (by campaign id)
export const GET = withAdmin({ permission: 'campaigns:read' }, async () =>
  Response.json({
    variants: await landingPerformance(await getDb()),
  } satisfies LandingPerformanceResponse),
);
