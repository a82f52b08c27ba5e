import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { callListQuerySchema, type CallPage, callPage } from '@/lib/contracts/admin/calls';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { listCalls } from '@/lib/server/admin/calls/list';
import { listsContacts } from '@/lib/server/admin/leads/list';

const getDoc: OperationDoc = {
  tag: 'Admin leads and calls',
  summary: 'The call list, newest first',
  description: 'The leads’ email and phone only for who may export them.',
  answers: { 200: { description: 'One page.', schema: callPage } },
};

// GET /api/admin/calls?kind&status&period&q&page&pageSize — the call list, newest first; the
// leads' email and phone only for who may export them (a caller opens the lead's detail)
export const GET = withAdmin(
  { permission: 'leads:read', query: callListQuerySchema, doc: getDoc },
  async ({ query, admin }) =>
    Response.json(
      (await listCalls(await getDb(), query, {
        contacts: listsContacts(admin),
      })) satisfies CallPage,
    ),
);
