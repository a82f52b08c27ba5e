import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { sendTestWebhook, webhookStatus } from '@/lib/server/admin/deliveries';
import { AppError } from '@/lib/server/http/errors';
import { type WebhookTestResponse, webhookTestResponse } from '@/lib/contracts/admin/webhook';

const postDoc: OperationDoc = {
  tag: 'Admin webhooks and deliveries',
  summary: 'Send `webhook.test` through the outbox; answers its first attempt',
  answers: { 200: { description: 'The attempt.', schema: webhookTestResponse } },
  errors: { 409: '`webhook_disabled`: no endpoint, or disabled after a 410' },
};

// POST /api/webhook/test — send webhook.test through the outbox; answer its first attempt
export const POST = withAdmin(
  { permission: 'webhooks:write', doc: postDoc },
  async ({ admin, ip }) => {
    const db = await getDb();
    if (!(await webhookStatus(db)).webhook.enabled) throw new AppError('webhook_disabled');
    const result = await sendTestWebhook(db, { admin, ip });
    return Response.json({ success: result.delivered, ...result } satisfies WebhookTestResponse);
  },
);
