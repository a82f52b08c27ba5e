import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { listAutomations } from '@/lib/server/leads/automations';
import { type AutomationsResponse, automationsResponse } from '@/lib/contracts/admin/automations';

const getDoc: OperationDoc = {
  tag: 'Admin settings and content',
  summary: 'The automations with their switches and counts',
  answers: { 200: { description: 'Automations.', schema: automationsResponse } },
};

// GET /api/admin/automations — the automations that run, with their switches and counts
export const GET = withAdmin({ permission: 'email:send', doc: getDoc }, async () =>
  Response.json({
    automations: await listAutomations(await getDb()),
  } satisfies AutomationsResponse),
);
