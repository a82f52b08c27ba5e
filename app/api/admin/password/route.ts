import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  passwordChangeSchema,
  type PasswordChangeResponse,
  passwordChangeResponse,
} from '@/lib/contracts/admin/step-up';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { changeOwnAdminPassword } from '@/lib/server/auth/admin-password';

const postDoc: OperationDoc = {
  tag: 'Admin session',
  summary: 'Change the signed-in admin’s password',
  description:
    'Every other session of the account ends. Open before a compulsory enrolment and while a new password is due.',
  answers: { 200: { description: 'Changed.', schema: passwordChangeResponse } },
  errors: {
    401: '`invalid_password`, `mfa_required`, `invalid_mfa_code`',
    422: '`validation_failed` (also a common password, or the same one)',
    429: '`rate_limited`',
  },
};

// POST /api/admin/password {currentPassword, newPassword, code?} — the signed-in admin's new
// password (the code when the account has a second factor); every other session of the account
// ends. Open before a compulsory enrolment and while an owner's "choose a new password" is
// pending (it is how that ends). Audit-logged.
export const POST = withAdmin(
  {
    permission: 'session:manage',
    body: passwordChangeSchema,
    beforeMfa: true,
    beforePasswordChange: true,
    doc: postDoc,
  },
  async ({ admin, body, ip }) =>
    Response.json(
      (await changeOwnAdminPassword(await getDb(), admin, body, {
        ip,
      })) satisfies PasswordChangeResponse,
    ),
);
