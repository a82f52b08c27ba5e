/**
 * Rich-text values every legal paragraph may use (t.rich): <strong>, mail links with the
 * {privacyEmail}/{supportEmail} variables, the retention periods of lib/privacy/retention.ts, links to
 * the other legal pages in the reader's language (lib/site/routes.ts) and to the authorities and
 * opt-out tools the texts cite.
 */
import type { ReactNode } from 'react';
import Link from 'next/link';
import type { Locale } from '@/lib/i18n/locales';
import { RETENTION } from '@/lib/privacy/retention';
import { LEGAL_PATHS } from '@/lib/site/routes';
import { PRIVACY_EMAIL, SUPPORT_EMAIL } from './legal-contacts';

export const legalLinkClass =
  'font-medium text-primary underline underline-offset-2 hover:text-primary-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none rounded-sm break-words';

const EXTERNAL = {
  garante: 'https://www.garanteprivacy.it',
  consobSite: 'https://www.consob.it',
  esma: 'https://www.esma.europa.eu',
  ocf: 'https://www.organismocf.it',
  acf: 'https://www.acf.consob.it',
  gaOptOut: 'https://tools.google.com/dlpage/gaoptout',
  metaAds: 'https://www.facebook.com/adpreferences',
} as const;

/** The opt-out portal of the European advertising industry, in the reader's language. */
const YOUR_CHOICES: Record<Locale, string> = {
  it: 'https://www.youronlinechoices.com/it/',
  de: 'https://www.youronlinechoices.com/de/',
};

type Chunks = (chunks: ReactNode) => ReactNode;

/** The values object passed to `t.rich` for any legal text of `locale`. */
export function legalRichValues(locale: Locale): Record<string, string | Chunks> {
  const values: Record<string, string | Chunks> = {
    privacyEmail: PRIVACY_EMAIL,
    supportEmail: SUPPORT_EMAIL,
    // Retention periods come from the module the retention job deletes by.
    retentionTechnicalMonths: String(RETENTION.technicalLogsMonths),
    retentionMarketingYears: String(RETENTION.marketingYears),
    retentionProofYears: String(RETENTION.proofYears),
    strong: (chunks) => <strong className="font-semibold text-foreground">{chunks}</strong>,
    mail: (chunks) => (
      <a href={`mailto:${PRIVACY_EMAIL}`} className={legalLinkClass}>
        {chunks}
      </a>
    ),
    support: (chunks) => (
      <a href={`mailto:${SUPPORT_EMAIL}`} className={legalLinkClass}>
        {chunks}
      </a>
    ),
  };
  for (const [tag, href] of Object.entries({ ...EXTERNAL, yourChoices: YOUR_CHOICES[locale] })) {
    values[tag] = (chunks) => (
      <a href={href} className={legalLinkClass} rel="noopener noreferrer">
        {chunks}
      </a>
    );
  }
  for (const [tag, href] of Object.entries(LEGAL_PATHS[locale])) {
    values[tag] = (chunks) => (
      <Link href={href} className={legalLinkClass}>
        {chunks}
      </Link>
    );
  }
  return values;
}
