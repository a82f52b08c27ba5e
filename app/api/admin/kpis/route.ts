import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { dashboardKpis } from '@/lib/server/admin/reports/kpis';
import { dashboardKpis as dashboardKpisAnswer } from '@/lib/contracts/admin/kpis';

const getDoc: OperationDoc = {
  tag: 'Admin reports',
  summary: 'The dashboard’s figures',
  answers: { 200: { description: 'Figures.', schema: dashboardKpisAnswer } },
};

// GET /api/admin/kpis — the dashboard's figures, computed from the leads table
export const GET = withAdmin({ permission: 'analytics:read', doc: getDoc }, async () =>
  Response.json(await dashboardKpis(await getDb())),
);
