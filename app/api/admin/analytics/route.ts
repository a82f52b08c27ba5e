import { analyticsQuerySchema } from '@/lib/contracts/admin/analytics';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { analytics } from '@/lib/server/admin/reports/analytics';

// GET /api/admin/analytics?month=YYYY-MM — today, monthly goals, per day, sources, ad spend
export const GET = withAdmin(
  { permission: 'analytics:read', query: analyticsQuerySchema },
  async ({ query }) => Response.json(await analytics(await getDb(), query.month)),
);
