import { callListQuerySchema } from '@/lib/contracts/admin/calls';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { listCalls } from '@/lib/server/admin/calls/list';

// GET /api/admin/calls?kind&status&period&q&page&pageSize — the call list, newest first
export const GET = withAdmin(
  { permission: 'leads:read', query: callListQuerySchema },
  async ({ query }) => Response.json(await listCalls(await getDb(), query)),
);
