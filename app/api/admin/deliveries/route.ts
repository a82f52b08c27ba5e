import { deliveriesQuerySchema, type DeliveriesResponse } from '@/lib/contracts/admin/deliveries';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { listDeliveries } from '@/lib/server/outbox/delivery-log';

// GET /api/admin/deliveries?channel&status&limit — recent outbox messages with their attempts
export const GET = withAdmin(
  { permission: 'webhooks:read', query: deliveriesQuerySchema },
  async ({ query }) =>
    Response.json({
      deliveries: await listDeliveries(await getDb(), query),
    } satisfies DeliveriesResponse),
);
