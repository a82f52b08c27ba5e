/**
 * Home landing page (SPEC.md §2.2). Static; the registration form, the partner panel's toggle and
 * the about section's lazy content are client islands. The partner broker is the one in force
 * (lib/server/requests/site-settings.ts), the testimonials the published ones
 * (lib/server/requests/testimonials.ts).
 */
import { setRequestLocale } from 'next-intl/server';
import { HomeLanding } from '@/components/landing/home-landing';
import { HomeJsonLd } from '@/components/seo/home-json-ld';
import { partnerBroker } from '@/lib/server/requests/partner-clicks';
import { pageTestimonials } from '@/lib/server/requests/testimonials';
import { pageMetadata } from '@/lib/page-metadata';

/**
 * Static, regenerated with the partner broker and the testimonials in force: at once on a save
 * (revalidatePath; every app instance on PostgreSQL shares the page cache), and at most a
 * minute after a rebuild.
 */
export const revalidate = 60;

export function generateMetadata() {
  return pageMetadata('it', 'home', '/');
}

export default async function HomePage() {
  setRequestLocale('it');
  const [partner, testimonials] = await Promise.all([partnerBroker(), pageTestimonials('it')]);
  return (
    <>
      <HomeJsonLd />
      <HomeLanding partner={partner} testimonials={testimonials} />
    </>
  );
}
