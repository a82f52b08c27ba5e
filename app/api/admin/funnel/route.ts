import { funnelQuerySchema } from '@/lib/contracts/admin/funnel';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { funnel } from '@/lib/server/admin/reports/funnel';

// GET /api/admin/funnel?period=7d|30d|90d|all&campaign=ID — the four stages with drop-off
export const GET = withAdmin(
  { permission: 'analytics:read', query: funnelQuerySchema },
  async ({ query }) => Response.json(await funnel(await getDb(), query.period, query.campaign)),
);
