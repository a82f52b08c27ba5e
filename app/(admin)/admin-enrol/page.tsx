import type { Metadata } from 'next';
import { EnrolmentView } from '@/components/admin/security/enrolment-view';

export const metadata: Metadata = {
  title: 'Attiva il tuo account',
  // The page itself holds no secret (the token is in the fragment); no Referer leaves it anyway.
  referrer: 'no-referrer',
};

/**
 * /admin-enrol#<token>: a public admin page, like /admin-login (the proxy does not guard it):
 * the link an owner issued is the credential. The shell renders on the server; the island
 * reads the fragment (lib/server/auth/admin-enrolment.ts).
 */
export default function AdminEnrolPage() {
  return (
    <main className="grid min-h-dvh place-items-center bg-muted px-4 py-10">
      <EnrolmentView />
    </main>
  );
}
