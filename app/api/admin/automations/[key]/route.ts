import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  automationBodySchema,
  automationParamsSchema,
  type AutomationSwitchResponse,
  automationSwitchResponse,
} from '@/lib/contracts/admin/automations';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { setAutomation } from '@/lib/server/leads/automations';
import { recordAudit } from '@/lib/server/auth/audit';

const putDoc: OperationDoc = {
  tag: 'Admin settings and content',
  summary: 'Switch an automation on or off (audited)',
  answers: { 200: { description: 'The switch.', schema: automationSwitchResponse } },
};

// PUT /api/admin/automations/{key} {enabled} — switch an automation on or off (audited)
export const PUT = withAdmin(
  {
    permission: 'email:send',
    params: automationParamsSchema,
    body: automationBodySchema,
    doc: putDoc,
  },
  async ({ params, body, admin, ip }) => {
    const db = await getDb();
    await setAutomation(db, params.key, body.enabled);
    await recordAudit(db, {
      admin,
      action: 'automation.set',
      targetId: params.key,
      details: body,
      ip,
    });
    return Response.json({
      key: params.key,
      enabled: body.enabled,
    } satisfies AutomationSwitchResponse);
  },
);
