/**
 * "Informationen anfordern" for the optional German education account on /willkommen-deutsch
 * (docs/product.md §2.11): an introduction rendered here and the request island,
 * which gets only the `offers.request` messages (the page stays light).
 */
import { NextIntlClientProvider, useLocale, useMessages, useTranslations } from 'next-intl';
import { OfferRequest } from './offer-request';

/** Intro line and request button of the education account. */
export function EducationRequest() {
  const t = useTranslations('offers.education');
  const { offers } = useMessages();
  const locale = useLocale();
  return (
    <div className="mt-5 grid gap-3">
      <p className="text-sm">{t('intro')}</p>
      <NextIntlClientProvider locale={locale} messages={{ offers: { request: offers.request } }}>
        <OfferRequest
          offer="education_de"
          buttonClassName="bg-teal-700! hover:bg-teal-800!"
          registerHref="/krypto-leitfaden-deutsch"
        />
      </NextIntlClientProvider>
    </div>
  );
}
