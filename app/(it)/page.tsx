/** Home landing page (SPEC.md §2.2). Static; the registration form is a client island. */
import { setRequestLocale } from 'next-intl/server';
import { HomeLanding } from '@/components/landing/home-landing';
import { HomeJsonLd } from '@/components/seo/home-json-ld';
import { pageMetadata } from '@/lib/page-metadata';

export function generateMetadata() {
  return pageMetadata('it', 'home', '/');
}

export default function HomePage() {
  setRequestLocale('it');
  return (
    <>
      <HomeJsonLd />
      <HomeLanding />
    </>
  );
}
