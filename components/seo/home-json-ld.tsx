/**
 * Home page structured data (docs/product.md §1): a free Course, the WebSite and an educational
 * Service, each offered at 0 EUR, provided by the organisation. Italian texts; static.
 */
import { getTranslations } from 'next-intl/server';
import { env } from '@/env';
import { JsonLd } from './json-ld';
import { homeSchemas } from './structured-data';

/** Output: one JSON-LD script with the home page's @graph. */
export async function HomeJsonLd() {
  const t = await getTranslations({ locale: 'it' });
  const data = homeSchemas(
    {
      brand: t('common.brand'),
      websiteDescription: t('meta.home.description'),
      courseName: t('meta.jsonLd.courseName'),
      courseDescription: t('meta.jsonLd.courseDescription'),
      serviceName: t('meta.jsonLd.serviceName'),
      serviceType: t('meta.jsonLd.serviceType'),
      serviceDescription: t('meta.jsonLd.serviceDescription'),
    },
    env.SITE_URL,
  );
  return <JsonLd data={data} />;
}
