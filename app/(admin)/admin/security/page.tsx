import type { Metadata } from 'next';
import { MfaSettings } from '@/components/admin/security/mfa-settings';
import { ADMIN_MFA_PAGE, requireAdminPage } from '@/lib/server/auth/admin-page';
import { mustEnrolMfa } from '@/lib/server/auth/admin-route';

export const metadata: Metadata = { title: 'Verifica in due passaggi' };

/** /admin/security: the signed-in admin's second factor (enrolment is compulsory with ADMIN_REQUIRE_MFA). */
export default async function AdminSecurityPage() {
  const admin = await requireAdminPage(ADMIN_MFA_PAGE);
  return (
    <main className="p-6">
      <MfaSettings enabled={admin.mfaEnabled} required={mustEnrolMfa(admin)} />
    </main>
  );
}
