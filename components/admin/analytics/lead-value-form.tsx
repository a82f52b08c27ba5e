'use client';
/**
 * What a lead is worth (docs/decisions.md §5: the ROI's value comes from here only): from which day,
 * per lead or per verified lead, in euro; checked with the route's own schema (loaded on the
 * first submit, react-hook-form), then PUT /api/admin/lead-value; the amount empties after a save. Under it, the history (newest first): each value
 * applies from its day until the next one's.
 */
import { useFormatter, useTranslations } from 'next-intl';
import { FormField } from '@/components/forms/form-field';
import { RegisteredField } from '@/components/admin/common/text-field';
import { Select } from '@/components/ui/select';
import type { LeadValueResponse, LeadValueView } from '@/lib/contracts/admin/analytics';
import { LEAD_VALUE_BASES } from '@/lib/validation/analytics-params';
import { AnalyticsFormShell, EuroField } from './analytics-form-shell';
import { useAnalyticsSave } from './use-analytics-save';

export function LeadValueForm({
  history,
  defaultDay,
}: {
  history: LeadValueView[];
  /** The day the form starts with ('YYYY-MM-DD'). */
  defaultDay: string;
}) {
  const t = useTranslations('admin.analytics.leadValue');
  const format = useFormatter();
  const { form, submit } = useAnalyticsSave({
    path: '/api/admin/lead-value',
    schema: () => import('@/lib/contracts/admin/analytics').then((m) => m.leadValueSchema),
    defaultValues: { validFrom: defaultDay, basis: 'verified', amountEuro: '' },
    t,
    cents: ({ value }: LeadValueResponse) => value.amountCents,
  });
  const { errors } = form.formState;
  const euro = (cents: number) =>
    format.number(cents / 100, { style: 'currency', currency: 'EUR' });

  return (
    <div className="grid grid-cols-1 gap-3">
      <AnalyticsFormShell
        id="lead-value"
        title={t('title')}
        hint={t('hint')}
        columns="sm:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]"
        {...submit}
      >
        <RegisteredField
          id="lead-value-from"
          label={t('validFrom')}
          error={errors.validFrom ? t('invalidDay') : undefined}
          registration={form.register('validFrom')}
          type="date"
          min="2000-01-01"
          max="2099-12-31"
        />
        <FormField
          id="lead-value-basis"
          label={t('basis')}
          error={errors.basis ? t('invalidBasis') : undefined}
        >
          {(control) => (
            <Select {...control} {...form.register('basis')}>
              {LEAD_VALUE_BASES.map((b) => (
                <option key={b} value={b}>
                  {t(`bases.${b}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <EuroField
          id="lead-value-amount"
          label={t('amount')}
          error={errors.amountEuro ? t('invalidAmount') : undefined}
          registration={form.register('amountEuro')}
        />
      </AnalyticsFormShell>
      {history.length === 0 ? (
        <p className="text-xs text-muted-foreground">{t('noHistory')}</p>
      ) : (
        <ul aria-label={t('history')} className="grid grid-cols-1 gap-1 text-sm">
          {history.map((v) => (
            <li key={v.validFrom} className="tabular-nums">
              {t('entry', {
                day: format.dateTime(new Date(`${v.validFrom}T12:00:00Z`), {
                  day: 'numeric',
                  month: 'long',
                  year: 'numeric',
                }),
                amount: euro(v.amountCents),
                basis: t(`bases.${v.basis}`),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
