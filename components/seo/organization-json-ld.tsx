/**
 * Structured data for the organisation (schema.org Organization, docs/product.md §1), rendered on
 * every page by both root layouts. Texts in the page's locale; static (no request data).
 */
import { getTranslations } from 'next-intl/server';
import { env } from '@/env';
import type { Locale } from '@/lib/i18n/locales';
import { JsonLd } from './json-ld';
import { organizationSchema } from './structured-data';

/** Input: the layout's locale. Output: the Organization JSON-LD script. */
export async function OrganizationJsonLd({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale });
  const data = organizationSchema(
    {
      brand: t('common.brand'),
      description: t('common.footer.about'),
      contactType: t('meta.jsonLd.contactType'),
      email: t('guides.about.contact.email'),
    },
    env.SITE_URL,
  );
  return <JsonLd data={data} />;
}
