import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { landingPerformance } from '@/lib/server/admin/reports/landing';
import {
  type LandingPerformanceResponse,
  landingPerformanceResponse,
} from '@/lib/contracts/admin/landing';

const getDoc: OperationDoc = {
  tag: 'Admin reports',
  summary: 'Leads per pre-lander and sales page',
  answers: { 200: { description: 'Pages.', schema: landingPerformanceResponse } },
};

// GET /api/admin/landing-performance — leads per pre-lander and sales page (by campaign id)
export const GET = withAdmin({ permission: 'campaigns:read', doc: getDoc }, async () =>
  Response.json({
    variants: await landingPerformance(await getDb()),
  } satisfies LandingPerformanceResponse),
);
