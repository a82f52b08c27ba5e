/** Thin notice above the hero: educational content only, trading is risky (docs/product.md §1). */
import { useTranslations } from 'next-intl';
import { Info } from '@/components/ui/server-icons';

/** The disclaimer strip. */
export function DisclaimerStrip() {
  const t = useTranslations('home');
  return (
    <div className="bg-warning-soft text-warning">
      <p className="mx-auto flex max-w-6xl items-start justify-center gap-2 px-4 py-2 text-center text-xs font-medium sm:px-6 sm:text-sm">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{t('disclaimerStrip')}</span>
      </p>
    </div>
  );
}
