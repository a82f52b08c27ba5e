/**
 * "Informationen anfordern" for the optional German education account on /willkommen-deutsch
 * (docs/product.md §2.11): an introduction rendered here and the request island, whose texts
 * are read here too (./offer-copy.ts), so the page loads no use-intl for it.
 */
import { useLocale, useTranslations } from 'next-intl';
import type { IslandTranslator } from '@/lib/i18n/island-copy';
import { offerRequestCopy } from './offer-copy';
import { OfferRequest } from './offer-request';

/** Intro line and request button of the education account. */
export function EducationRequest() {
  const t = useTranslations('offers.education');
  const all = useTranslations() as unknown as IslandTranslator;
  const language = useLocale();
  return (
    <div className="mt-5 grid gap-3">
      <p className="text-sm">{t('intro')}</p>
      <OfferRequest
        offer="education_de"
        buttonClassName="bg-teal-700! hover:bg-teal-800!"
        registerHref="/krypto-leitfaden-deutsch"
        copy={offerRequestCopy(all)}
        language={language}
      />
    </div>
  );
}
