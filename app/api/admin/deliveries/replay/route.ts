import { replaySinceSchema } from '@/lib/contracts/admin/deliveries';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { replayFailedSince } from '@/lib/server/admin/deliveries';

// POST /api/admin/deliveries/replay {since} — queue every failed webhook since a time (audited)
export const POST = withAdmin(
  { permission: 'webhooks:write', body: replaySinceSchema },
  async ({ body, admin, ip }) =>
    Response.json(await replayFailedSince(await getDb(), new Date(body.since), { admin, ip })),
);
