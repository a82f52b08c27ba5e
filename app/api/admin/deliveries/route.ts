import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  deliveriesQuerySchema,
  type DeliveriesResponse,
  deliveriesResponse,
} from '@/lib/contracts/admin/deliveries';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { listDeliveries } from '@/lib/server/outbox/delivery-log';

const getDoc: OperationDoc = {
  tag: 'Admin webhooks and deliveries',
  summary: 'Recent outbox messages with their attempts',
  answers: { 200: { description: 'Newest first.', schema: deliveriesResponse } },
};

// GET /api/admin/deliveries?channel&status&limit — recent outbox messages with their attempts
export const GET = withAdmin(
  { permission: 'webhooks:read', query: deliveriesQuerySchema, doc: getDoc },
  async ({ query }) =>
    Response.json({
      deliveries: await listDeliveries(await getDb(), query),
    } satisfies DeliveriesResponse),
);
