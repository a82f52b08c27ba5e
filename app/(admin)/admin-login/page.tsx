import type { Metadata } from 'next';
import { AdminLoginView } from '@/components/admin/login/admin-login-view';

export const metadata: Metadata = { title: 'Accesso amministratore' };

/** /admin-login (SPEC.md §2.13): the only public admin page. */
export default function AdminLoginPage() {
  return <AdminLoginView />;
}
