import * as z from 'zod/mini';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { liveVisitors } from '@/lib/server/admin/reports/visitors';

const query = z.object({
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200))),
});

// GET /api/admin/visitors?limit=50 — visitors online now: groups and the latest sessions
export const GET = withAdmin({ permission: 'visitors:read', query }, async ({ query }) =>
  Response.json(await liveVisitors(await getDb(), query.limit ?? 50)),
);
