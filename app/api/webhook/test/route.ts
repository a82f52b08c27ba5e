import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { sendTestWebhook, webhookStatus } from '@/lib/server/admin/deliveries';
import { AppError } from '@/lib/server/http/errors';
import type { WebhookTestResponse } from '@/lib/contracts/admin/webhook';

// POST /api/webhook/test — send webhook.test through the outbox; answer its first attempt
export const POST = withAdmin({ permission: 'webhooks:write' }, async ({ admin, ip }) => {
  const db = await getDb();
  if (!(await webhookStatus(db)).webhook.enabled) throw new AppError('webhook_disabled');
  const result = await sendTestWebhook(db, { admin, ip });
  return Response.json({ success: result.delivered, ...result } satisfies WebhookTestResponse);
});
