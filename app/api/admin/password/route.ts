import { passwordChangeSchema, type PasswordChangeResponse } from '@/lib/contracts/admin/step-up';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { changeOwnAdminPassword } from '@/lib/server/auth/admin-password';

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
  },
  async ({ admin, body, ip }) =>
    Response.json(
      (await changeOwnAdminPassword(await getDb(), admin, body, {
        ip,
      })) satisfies PasswordChangeResponse,
    ),
);
