import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { listAutomations } from '@/lib/server/leads/automations';
import type { AutomationsResponse } from '@/lib/contracts/admin/automations';

// GET /api/admin/automations — the automations that run, with their switches and counts
export const GET = withAdmin({ permission: 'email:send' }, async () =>
  Response.json({
    automations: await listAutomations(await getDb()),
  } satisfies AutomationsResponse),
);
