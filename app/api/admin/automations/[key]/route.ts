import * as z from 'zod/mini';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { AUTOMATIONS, setAutomation, type AutomationKey } from '@/lib/server/leads/automations';
import { recordAudit } from '@/lib/server/auth/audit';

const params = z.object({
  key: z.enum(Object.keys(AUTOMATIONS) as [AutomationKey, ...AutomationKey[]]),
});
const body = z.object({ enabled: z.boolean() });

// PUT /api/admin/automations/{key} {enabled} — switch an automation on or off (audited)
export const PUT = withAdmin(
  { permission: 'email:send', params, body },
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
    return Response.json({ key: params.key, enabled: body.enabled });
  },
);
