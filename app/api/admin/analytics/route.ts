import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { analyticsQuerySchema, analyticsReport } from '@/lib/contracts/admin/analytics';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { can } from '@/lib/server/auth/admin-permissions';
import { getDb } from '@/lib/server/db/client';
import { analytics } from '@/lib/server/admin/reports/analytics';

const getDoc: OperationDoc = {
  tag: 'Admin reports',
  summary: 'A month: today, goals, per day, sources, ad spend',
  answers: { 200: { description: 'The report.', schema: analyticsReport } },
};

// GET /api/admin/analytics?month=YYYY-MM — today, monthly goals, per day, sources, ad spend
// (spend: null for a caller, who may see the figures but not what the campaigns cost)
export const GET = withAdmin(
  { permission: 'analytics:read', query: analyticsQuerySchema, doc: getDoc },
  async ({ query, admin }) => {
    const report = await analytics(await getDb(), query.month);
    return Response.json(can(admin, 'spend:read') ? report : { ...report, spend: null });
  },
);
