/**
 * Client islands every public page carries (docs/product.md §2.4, §4): the cookie banner with the
 * consented analytics (its policy links in the page's language), and visitor tracking. Rendered once by each root layout. Texts are
 * translated here on the server and the ids come from env.ts at build time, so neither the
 * `consent` namespace nor the env parser is shipped to the browser.
 */
import { getTranslations } from 'next-intl/server';
import { env } from '@/env';
import type { Locale } from '@/lib/i18n/locales';
import { CookieConsent } from '@/components/consent/cookie-consent';
import { CATEGORY_KEYS, type ConsentLabels } from '@/components/consent/consent-labels';
import { VisitorTracker } from '@/components/tracking/visitor-tracker';
import { consentDecidedScript } from '@/lib/browser/consent';
import { LEGAL_PATHS } from '@/lib/site/routes';

const TEXT_KEYS = [
  'dialogLabel',
  'title',
  'text',
  'privacyLink',
  'cookieLink',
  'manage',
  'rejectAll',
  'acceptAll',
  'save',
  'close',
  'back',
  'panelTitle',
  'panelText',
  'alwaysOn',
] as const;

/** The islands for one locale. */
export async function LayoutIslands({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'consent' });
  const text = (key: (typeof TEXT_KEYS)[number]) => t(key);
  const labels = {
    ...(Object.fromEntries(TEXT_KEYS.map((key) => [key, text(key)])) as Omit<
      ConsentLabels,
      'categories'
    >),
    categories: Object.fromEntries(
      CATEGORY_KEYS.map((c) => [
        c,
        { label: t(`categories.${c}.label`), description: t(`categories.${c}.description`) },
      ]),
    ) as ConsentLabels['categories'],
  } satisfies ConsentLabels;
  return (
    <>
      {/* Runs before the pre-rendered banner below is parsed; hides it if a choice is stored. */}
      <script
        dangerouslySetInnerHTML={{ __html: consentDecidedScript(env.COOKIE_POLICY_VERSION) }}
      />
      {/* Without JavaScript the banner's buttons cannot work, and no cookie is ever set. */}
      <noscript>
        <style>{'[data-cookie-banner]{display:none}'}</style>
      </noscript>
      <CookieConsent
        labels={labels}
        links={{ privacy: LEGAL_PATHS[locale].privacy, cookies: LEGAL_PATHS[locale].cookies }}
        policyVersion={env.COOKIE_POLICY_VERSION}
        gaId={env.NEXT_PUBLIC_GA_ID}
        pixelId={env.NEXT_PUBLIC_META_PIXEL_ID}
      />
      <VisitorTracker policyVersion={env.COOKIE_POLICY_VERSION} />
    </>
  );
}
