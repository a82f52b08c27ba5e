import { callListQuerySchema } from '@/lib/validation/call-list';
import { withAdmin } from '@/lib/server/admin-http';
import { getDb } from '@/lib/server/db';
import { listCalls } from '@/lib/server/call-list';

// GET /api/admin/calls?kind&status&period&q&page&pageSize — the call list, newest first
export const GET = withAdmin(
  { permission: 'leads:read', query: callListQuerySchema },
  async ({ query }) => Response.json(await listCalls(await getDb(), query)),
);
