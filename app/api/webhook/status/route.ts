import { withAdmin } from '@/lib/server/admin-http';
import { getDb } from '@/lib/server/db';
import { webhookStatus } from '@/lib/server/deliveries';

// GET /api/webhook/status — {webhook: {enabled, url, hasSecret}} (SPEC.md §7; never the secret)
export const GET = withAdmin({ permission: 'webhooks:read' }, async () =>
  Response.json(await webhookStatus(await getDb())),
);
