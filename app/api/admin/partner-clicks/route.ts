import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { partnerClickSummary } from '@/lib/server/admin/calls/partner-clicks';

// GET /api/admin/partner-clicks — partner-offer clicks today, in 30 days, and the newest 20
export const GET = withAdmin({ permission: 'leads:read' }, async () =>
  Response.json(await partnerClickSummary(await getDb())),
);
