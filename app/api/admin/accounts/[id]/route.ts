import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { accountParamsSchema, accountUpdateSchema } from '@/lib/contracts/admin/accounts';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import {
  requireAdminAccountPasswordChange,
  setAdminAccountDisabled,
  setAdminAccountRole,
} from '@/lib/server/auth/admin-accounts';
import { successResponse } from '@/lib/contracts/errors';

const patchDoc: OperationDoc = {
  tag: 'Admin accounts',
  summary: 'One change to an account: disable/re-enable, role, or a new password due',
  answers: { 200: { description: 'Changed.', schema: successResponse } },
  errors: { 409: '`own_account`, `last_owner`' },
};

// PATCH /api/admin/accounts/:id — one change to an account (owner only, after a step-up):
// {disabled} disables (its sessions end) or re-enables it, {role} makes it an owner or a caller
// (never the last active owner a caller), {mustChangePassword: true} makes it choose a new
// password before anything else
export const PATCH = withAdmin(
  {
    permission: 'accounts:manage',
    params: accountParamsSchema,
    body: accountUpdateSchema,
    stepUp: true,
    doc: patchDoc,
  },
  async ({ admin, params, body, ip }) => {
    const db = await getDb();
    if ('disabled' in body)
      await setAdminAccountDisabled(db, admin, params.id, body.disabled, { ip });
    else if ('role' in body) await setAdminAccountRole(db, admin, params.id, body.role, { ip });
    else await requireAdminAccountPasswordChange(db, admin, params.id, { ip });
    return Response.json({ success: true });
  },
);
