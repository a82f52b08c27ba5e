import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { funnelQuerySchema, funnelReport } from '@/lib/contracts/admin/funnel';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { funnel } from '@/lib/server/admin/reports/funnel';

const getDoc: OperationDoc = {
  tag: 'Admin reports',
  summary: 'The four funnel stages with their drop-off',
  answers: { 200: { description: 'The funnel.', schema: funnelReport } },
};

// GET /api/admin/funnel?period=7d|30d|90d|all&campaign=ID — the four stages with drop-off
export const GET = withAdmin(
  { permission: 'analytics:read', query: funnelQuerySchema, doc: getDoc },
  async ({ query }) => Response.json(await funnel(await getDb(), query.period, query.campaign)),
);
