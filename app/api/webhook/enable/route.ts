import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { enableWebhook } from '@/lib/server/admin/deliveries';

// POST /api/webhook/enable — re-enable the endpoint after a 410 Gone (audited)
export const POST = withAdmin({ permission: 'webhooks:write' }, async ({ admin, ip }) =>
  Response.json(await enableWebhook(await getDb(), { admin, ip })),
);
