import { replaySinceSchema } from '@/lib/validation/admin-deliveries';
import { withAdmin } from '@/lib/server/admin-http';
import { getDb } from '@/lib/server/db';
import { replayFailedSince } from '@/lib/server/deliveries';

// POST /api/admin/deliveries/replay {since} — queue every failed webhook since a time (audited)
export const POST = withAdmin(
  { permission: 'webhooks:write', body: replaySinceSchema },
  async ({ body, admin, ip }) =>
    Response.json(await replayFailedSince(await getDb(), new Date(body.since), { admin, ip })),
);
