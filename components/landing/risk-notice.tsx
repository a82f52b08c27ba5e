/**
 * Risk notice (docs/product.md §1): 74–89% of retail CFD accounts lose money, content is
 * educational and not investment advice, affiliate compensation may apply.
 */
import { useTranslations } from 'next-intl';
import { TriangleAlert } from '@/components/ui/server-icons';

/** The risk notice section. */
export function RiskNotice() {
  const t = useTranslations('home.risk');
  return (
    <section aria-labelledby="risk-title" className="mx-auto max-w-6xl px-4 pb-14 sm:px-6 md:pb-20">
      <div className="rounded-xl border border-amber-300 bg-warning-soft p-6 text-sm text-amber-950 sm:p-8">
        <h2 id="risk-title" className="flex items-center gap-2 text-lg font-bold">
          <TriangleAlert className="size-5 shrink-0 text-warning" aria-hidden="true" />
          {t('title')}
        </h2>
        <p className="mt-3 font-semibold">{t('cfd')}</p>
        <p className="mt-3">{t('educational')}</p>
        <p className="mt-3">{t('affiliate')}</p>
        <p className="mt-3">{t('past')}</p>
      </div>
    </section>
  );
}
