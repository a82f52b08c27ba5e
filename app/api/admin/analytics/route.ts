import { analyticsQuerySchema } from '@/lib/validation/admin-analytics';
import { withAdmin } from '@/lib/server/admin-http';
import { getDb } from '@/lib/server/db';
import { analytics } from '@/lib/server/admin-analytics';

// GET /api/admin/analytics?month=YYYY-MM — today, monthly goals, per day, sources, ad spend
export const GET = withAdmin(
  { permission: 'analytics:read', query: analyticsQuerySchema },
  async ({ query }) => Response.json(await analytics(await getDb(), query.month)),
);
