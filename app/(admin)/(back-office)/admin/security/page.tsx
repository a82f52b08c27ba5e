import type { Metadata } from 'next';
import { MfaSettings } from '@/components/admin/security/mfa-settings';
import { PasswordChangeForm } from '@/components/admin/security/password-change-form';
import { ADMIN_MFA_PAGE, requireAdminPage } from '@/lib/server/auth/admin-page';
import { mustEnrolMfa } from '@/lib/server/auth/admin-route';

export const metadata: Metadata = { title: 'Sicurezza' };

/**
 * /admin/security: the signed-in admin's second factor (enrolment is compulsory with
 * ADMIN_REQUIRE_MFA) and password. While an owner's request for a new password is pending,
 * only the password form (the admin routes refuse everything else until it is done). In the
 * back-office's frame (the /admin layout) once the admin may use it, alone before.
 */
export default async function AdminSecurityPage() {
  const admin = await requireAdminPage(ADMIN_MFA_PAGE);
  return (
    <div className="grid gap-10">
      {admin.mustChangePassword ? (
        <PasswordChangeForm mfaEnabled={admin.mfaEnabled} required />
      ) : (
        <>
          <MfaSettings enabled={admin.mfaEnabled} required={mustEnrolMfa(admin)} />
          <PasswordChangeForm mfaEnabled={admin.mfaEnabled} required={false} />
        </>
      )}
    </div>
  );
}
