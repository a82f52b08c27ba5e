import type { Metadata } from 'next';
import { AdminLoginView } from '@/components/admin/login/admin-login-view';

export const metadata: Metadata = { title: 'Accesso amministratore' };

/**
 * /admin-login (docs/product.md §2.13): the only public admin page. `next` (the admin path proxy.ts
 * sent the visitor from) is read here, on the server, so the page renders per request with
 * the form in its HTML: read in the form with useSearchParams, it would leave the static
 * HTML without a form until JavaScript ran (Next's client-side rendering bail-out).
 * `reason=expired`: the back-office sent the admin here because its session had ended.
 */
export default async function AdminLoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { next, reason } = await searchParams;
  return (
    <AdminLoginView next={typeof next === 'string' ? next : null} expired={reason === 'expired'} />
  );
}
