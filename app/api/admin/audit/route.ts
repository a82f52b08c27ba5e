import * as z from 'zod/mini';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { listAudit } from '@/lib/server/auth/audit';

const query = z.object({
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200))),
});

// GET /api/admin/audit?limit=20 — the newest audit entries
export const GET = withAdmin({ permission: 'audit:read', query }, async ({ query }) =>
  Response.json({ entries: await listAudit(await getDb(), query.limit ?? 20) }),
);
