import { AdminVerifying } from '@/components/admin/shell/admin-verifying';

/**
 * Shown while the /admin layout checks the session (docs/product.md §2.14 'Verifying admin access...',
 * said in Italian like the rest of the back-office);
 * each section's own loading.tsx takes over inside the frame.
 */
export default function Loading() {
  return <AdminVerifying />;
}
