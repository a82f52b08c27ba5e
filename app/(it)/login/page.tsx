/** Lead login (docs/product.md §2.8). Static shell; the forms are client islands. */
import { setRequestLocale } from 'next-intl/server';
import { LoginView } from '@/components/login/login-view';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata() {
  return pageMetadata('it', 'login', '/login');
}

export default function LoginPage() {
  setRequestLocale('it');
  return <LoginView locale="it" />;
}
