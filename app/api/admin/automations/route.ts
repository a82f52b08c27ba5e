import { withAdmin } from '@/lib/server/admin-http';
import { getDb } from '@/lib/server/db';
import { listAutomations } from '@/lib/server/automations';

// GET /api/admin/automations — the automations that run, with their switches and counts
export const GET = withAdmin({ permission: 'email:send' }, async () =>
  Response.json({ automations: await listAutomations(await getDb()) }),
);
