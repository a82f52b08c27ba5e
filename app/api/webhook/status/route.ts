import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { webhookStatus } from '@/lib/server/admin/deliveries';
import { webhookStatus as webhookStatusAnswer } from '@/lib/contracts/admin/webhook';

const getDoc: OperationDoc = {
  tag: 'Admin webhooks and deliveries',
  summary: 'The webhook endpoint and the Conversions API as configured (never a secret)',
  answers: { 200: { description: 'Status.', schema: webhookStatusAnswer } },
};

// GET /api/webhook/status — {webhook: {enabled, url, hasSecret}} (docs/product.md §7; never the secret)
export const GET = withAdmin({ permission: 'webhooks:read', doc: getDoc }, async () =>
  Response.json(await webhookStatus(await getDb())),
);
