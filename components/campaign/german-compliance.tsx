/**
 * Compliance and legal notes of /krypto-leitfaden-deutsch (docs/product.md §2.10): BaFin status,
 * DSGVO, consumer protection, and the legal notes for Germany.
 */
import { useTranslations } from 'next-intl';
import { textList } from '@/lib/i18n/message-lists';
import { InfoCards } from './info-cards';

const NS = 'campaigns.germanCrypto' as const;

/** Compliance cards plus the legal notes list. */
export function GermanCompliance() {
  const t = useTranslations(NS);
  const legal = textList(t, 'compliance.legal');
  return (
    <>
      <InfoCards namespace={NS} block="compliance" theme="teal" />
      <section
        aria-labelledby="legal-title"
        className="mx-auto max-w-4xl px-4 pb-14 sm:px-6 md:pb-20"
      >
        <h2 id="legal-title" className="text-xl font-bold">
          {t('compliance.legalTitle')}
        </h2>
        <ul className="mt-4 grid list-disc gap-2 pl-5 text-sm text-muted-foreground">
          {legal.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
