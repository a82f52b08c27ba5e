import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { enableWebhook } from '@/lib/server/admin/deliveries';
import { webhookStatus } from '@/lib/contracts/admin/webhook';

const postDoc: OperationDoc = {
  tag: 'Admin webhooks and deliveries',
  summary: 'Re-enable the webhook endpoint after a 410 Gone (audited)',
  answers: { 200: { description: 'Status.', schema: webhookStatus } },
};

// POST /api/webhook/enable — re-enable the endpoint after a 410 Gone (audited)
export const POST = withAdmin(
  { permission: 'webhooks:write', doc: postDoc },
  async ({ admin, ip }) => Response.json(await enableWebhook(await getDb(), { admin, ip })),
);
