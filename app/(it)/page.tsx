/**
 * Home landing page (SPEC.md §2.2). Static; the registration form and the partner panel's toggle
 * are client islands. The partner broker is the one in force (lib/server/requests/site-settings.ts).
 */
import { setRequestLocale } from 'next-intl/server';
import { HomeLanding } from '@/components/landing/home-landing';
import { HomeJsonLd } from '@/components/seo/home-json-ld';
import { partnerBroker } from '@/lib/server/requests/partner-clicks';
import { pageMetadata } from '@/lib/page-metadata';

/**
 * Static, regenerated with the partner broker in force: at once on a settings save
 * (revalidatePath), and at most a minute after a rebuild or on another app instance.
 */
export const revalidate = 60;

export function generateMetadata() {
  return pageMetadata('it', 'home', '/');
}

export default async function HomePage() {
  setRequestLocale('it');
  return (
    <>
      <HomeJsonLd />
      <HomeLanding partner={await partnerBroker()} />
    </>
  );
}
