import { replayParamsSchema } from '@/lib/contracts/admin/deliveries';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { replayDelivery } from '@/lib/server/admin/deliveries';

// POST /api/admin/deliveries/{id}/replay — queue a failed message again (audited)
export const POST = withAdmin(
  { permission: 'webhooks:write', params: replayParamsSchema },
  async ({ params, admin, ip }) =>
    Response.json(await replayDelivery(await getDb(), params.messageId, { admin, ip })),
);
