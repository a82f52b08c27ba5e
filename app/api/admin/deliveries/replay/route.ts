import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { replaySinceSchema, replayResponse } from '@/lib/contracts/admin/deliveries';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { replayFailedSince } from '@/lib/server/admin/deliveries';

const postDoc: OperationDoc = {
  tag: 'Admin webhooks and deliveries',
  summary: 'Queue every failed webhook since a time (audited)',
  answers: { 200: { description: 'How many.', schema: replayResponse } },
};

// POST /api/admin/deliveries/replay {since} — queue every failed webhook since a time (audited)
export const POST = withAdmin(
  { permission: 'webhooks:write', body: replaySinceSchema, doc: postDoc },
  async ({ body, admin, ip }) =>
    Response.json(await replayFailedSince(await getDb(), new Date(body.since), { admin, ip })),
);
