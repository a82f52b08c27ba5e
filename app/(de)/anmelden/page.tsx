/** Lead login in German, twin of /login (docs/product.md §2.8). Static shell; the forms are client islands. */
import { setRequestLocale } from 'next-intl/server';
import { LoginView } from '@/components/login/login-view';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata() {
  return pageMetadata('de', 'login', '/anmelden');
}

export default function AnmeldenPage() {
  setRequestLocale('de');
  return <LoginView locale="de" />;
}
