import { callListQuerySchema, type CallPage } from '@/lib/contracts/admin/calls';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { listCalls } from '@/lib/server/admin/calls/list';
import { listsContacts } from '@/lib/server/admin/leads/list';

// GET /api/admin/calls?kind&status&period&q&page&pageSize — the call list, newest first; the
// leads' email and phone only for who may export them (a caller opens the lead's detail)
export const GET = withAdmin(
  { permission: 'leads:read', query: callListQuerySchema },
  async ({ query, admin }) =>
    Response.json(
      (await listCalls(await getDb(), query, {
        contacts: listsContacts(admin),
      })) satisfies CallPage,
    ),
);
