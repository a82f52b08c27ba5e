import { AdminVerifying } from '@/components/admin/shell/admin-verifying';

/** Shown while the server checks the session (SPEC.md §2.14 'Verifying admin access...'). */
export default function Loading() {
  return <AdminVerifying />;
}
