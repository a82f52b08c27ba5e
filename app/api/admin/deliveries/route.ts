import { deliveriesQuerySchema } from '@/lib/validation/admin-deliveries';
import { withAdmin } from '@/lib/server/admin-http';
import { getDb } from '@/lib/server/db';
import { listDeliveries } from '@/lib/server/outbox/delivery-log';

// GET /api/admin/deliveries?channel&status&limit — recent outbox messages with their attempts
export const GET = withAdmin(
  { permission: 'webhooks:read', query: deliveriesQuerySchema },
  async ({ query }) => Response.json({ deliveries: await listDeliveries(await getDb(), query) }),
);
