/**
 * Home landing page (SPEC.md §2.2). Static; the registration form and the partner panel's toggle
 * are client islands. The partner broker comes from configuration (read at build).
 */
import { setRequestLocale } from 'next-intl/server';
import { HomeLanding } from '@/components/landing/home-landing';
import { HomeJsonLd } from '@/components/seo/home-json-ld';
import { partnerBroker } from '@/lib/server/requests/partner-clicks';
import { pageMetadata } from '@/lib/page-metadata';

export function generateMetadata() {
  return pageMetadata('it', 'home', '/');
}

export default function HomePage() {
  setRequestLocale('it');
  return (
    <>
      <HomeJsonLd />
      <HomeLanding partner={partnerBroker()} />
    </>
  );
}
