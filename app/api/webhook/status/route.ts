import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { webhookStatus } from '@/lib/server/admin/deliveries';

// GET /api/webhook/status — {webhook: {enabled, url, hasSecret}} (docs/product.md §7; never the secret)
export const GET = withAdmin({ permission: 'webhooks:read' }, async () =>
  Response.json(await webhookStatus(await getDb())),
);
