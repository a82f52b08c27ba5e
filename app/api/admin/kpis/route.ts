import { withAdmin } from '@/lib/server/admin-http';
import { getDb } from '@/lib/server/db';
import { dashboardKpis } from '@/lib/server/admin-kpis';

// GET /api/admin/kpis — the dashboard's figures, computed from the leads table
export const GET = withAdmin({ permission: 'analytics:read' }, async () =>
  Response.json(await dashboardKpis(await getDb())),
);
