import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  accountCreateSchema,
  type AccountCreateResponse,
  type AccountsResponse,
  accountsResponse,
  accountCreateResponse,
} from '@/lib/contracts/admin/accounts';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { createAdminAccount, listAdminAccounts } from '@/lib/server/auth/admin-accounts';

const getDoc: OperationDoc = {
  tag: 'Admin accounts',
  summary: 'Every admin account',
  answers: { 200: { description: 'The accounts.', schema: accountsResponse } },
};

// GET /api/admin/accounts — every admin account (owner only)
export const GET = withAdmin({ permission: 'accounts:manage', doc: getDoc }, async ({ admin }) =>
  Response.json({
    accounts: await listAdminAccounts(await getDb()),
    selfId: admin.userId,
  } satisfies AccountsResponse),
);

const postDoc: OperationDoc = {
  tag: 'Admin accounts',
  summary: 'Create an owner or a caller, with a one-time enrolment link',
  answers: {
    201: { description: 'Created; the link is shown once.', schema: accountCreateResponse },
  },
  errors: { 409: '`conflict`: the username is taken', 422: '`validation_failed`' },
};

// POST /api/admin/accounts — create an owner or a caller (owner only, after a step-up); 201
// with its one-time enrolment link (shown once, never stored in clear)
export const POST = withAdmin(
  { permission: 'accounts:manage', body: accountCreateSchema, stepUp: true, doc: postDoc },
  async ({ admin, body, ip }) =>
    Response.json(
      (await createAdminAccount(await getDb(), admin, body, {
        ip,
      })) satisfies AccountCreateResponse,
      { status: 201, headers: { 'Cache-Control': 'no-store' } },
    ),
);
