import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { dashboardKpis } from '@/lib/server/admin/reports/kpis';

// GET /api/admin/kpis — the dashboard's figures, computed from the leads table
export const GET = withAdmin({ permission: 'analytics:read' }, async () =>
  Response.json(await dashboardKpis(await getDb())),
);
