import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { replayParamsSchema, replayResponse } from '@/lib/contracts/admin/deliveries';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { replayDelivery } from '@/lib/server/admin/deliveries';

const postDoc: OperationDoc = {
  tag: 'Admin webhooks and deliveries',
  summary: 'Queue a failed message again (audited)',
  answers: { 200: { description: 'Queued.', schema: replayResponse } },
};

// POST /api/admin/deliveries/{id}/replay — queue a failed message again (audited)
export const POST = withAdmin(
  { permission: 'webhooks:write', params: replayParamsSchema, doc: postDoc },
  async ({ params, admin, ip }) =>
    Response.json(await replayDelivery(await getDb(), params.messageId, { admin, ip })),
);
