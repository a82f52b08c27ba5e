/**
 * The 'Italian trading secrets' value stack (docs/product.md §2.10, §9): four materials with their
 * list values 197 + 297 + 97 + 203 = 794 euro, all offered free.
 */
import { useFormatter, useTranslations } from 'next-intl';
import { SectionHeading } from '@/components/landing/section-heading';

const STACK = [
  ['ebook', 197],
  ['video', 297],
  ['templates', 97],
  ['community', 203],
] as const;

export const STACK_TOTAL = STACK.reduce((sum, [, value]) => sum + value, 0);

/** Value-stack section of the secrets pre-landers. */
export function ValueStack() {
  const t = useTranslations('prelanders');
  const format = useFormatter();
  const euro = (value: number) =>
    format.number(value, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  return (
    <section aria-labelledby="stack-title" className="border-y border-border bg-card">
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
        <SectionHeading
          id="stack-title"
          eyebrow={t('common.valueStack.eyebrow')}
          title={t('common.valueStack.title')}
          subtitle={t('common.valueStack.subtitle')}
        />
        <ul className="mt-10 grid gap-3">
          {STACK.map(([key, value]) => (
            <li
              key={key}
              className="flex items-start justify-between gap-4 rounded-xl bg-background p-5"
            >
              <div>
                <h3 className="font-semibold">{t(`pages.secrets.stack.${key}.title`)}</h3>
                <p className="mt-1 text-sm text-muted-foreground">
                  {t(`pages.secrets.stack.${key}.text`)}
                </p>
              </div>
              <p className="shrink-0 text-right text-sm">
                <span className="block text-xs text-muted-foreground">
                  {t('common.valueStack.listValue')}
                </span>
                <span className="font-semibold">{euro(value)}</span>
              </p>
            </li>
          ))}
        </ul>
        <dl className="mt-6 grid gap-2 rounded-xl border-2 border-accent p-5 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted-foreground">{t('common.valueStack.total')}</dt>
            <dd className="text-xl font-bold">{euro(STACK_TOTAL)}</dd>
          </div>
          <div className="sm:text-right">
            <dt className="text-sm text-muted-foreground">{t('common.valueStack.yourPrice')}</dt>
            <dd className="text-xl font-bold text-accent">{t('common.valueStack.free')}</dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-muted-foreground">{t('common.valueStack.note')}</p>
      </div>
    </section>
  );
}
