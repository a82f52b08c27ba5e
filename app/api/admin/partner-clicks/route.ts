import { withAdmin } from '@/lib/server/admin-http';
import { getDb } from '@/lib/server/db';
import { partnerClickSummary } from '@/lib/server/partner-click-summary';

// GET /api/admin/partner-clicks — partner-offer clicks today, in 30 days, and the newest 20
export const GET = withAdmin({ permission: 'leads:read' }, async () =>
  Response.json(await partnerClickSummary(await getDb())),
);
