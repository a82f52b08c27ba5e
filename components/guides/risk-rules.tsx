/** The five risk rules taught on the guides (docs/product.md §9), as a numbered, highlighted list. */
import { useTranslations } from 'next-intl';
import { ShieldCheck } from '@/components/ui/server-icons';
import { textList } from '@/lib/i18n/message-lists';

/** Highlighted box with the risk rules; the title is an h3 inside a guide section. */
export function RiskRules() {
  const t = useTranslations('guides.common.riskRules');
  const rules = textList(t, 'items');
  return (
    <div className="rounded-xl border border-primary/25 bg-secondary p-5 sm:p-6">
      <h3 className="flex items-center gap-2 text-lg font-bold text-secondary-foreground">
        <ShieldCheck className="size-5 shrink-0" aria-hidden="true" />
        {t('title')}
      </h3>
      <p className="mt-2 text-sm text-secondary-foreground">{t('intro')}</p>
      <ol className="mt-4 grid list-decimal gap-2 pl-5 text-sm text-foreground sm:text-base">
        {rules.map((rule) => (
          <li key={rule} className="pl-1 marker:font-bold marker:text-primary">
            {rule}
          </li>
        ))}
      </ol>
    </div>
  );
}
