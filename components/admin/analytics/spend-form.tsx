'use client';
/**
 * The ad-spend form: campaign id, month, amount in euro. Checked in the browser with the
 * server's own schema (lib/contracts/admin/analytics.ts, loaded on the first submit), then PUT
 * /api/admin/ad-spend with the values as typed; the amount empties after a save.
 * The month starts as the month on view; render with `key={month}` to follow the picker.
 */
import { useTranslations } from 'next-intl';
import { RegisteredField } from '@/components/admin/common/text-field';
import type { AdSpendResponse } from '@/lib/contracts/admin/analytics';
import { AnalyticsFormShell, EuroField } from './analytics-form-shell';
import { useAnalyticsSave } from './use-analytics-save';

export function SpendForm({ month }: { month: string }) {
  const t = useTranslations('admin.analytics');
  const { form, submit } = useAnalyticsSave({
    path: '/api/admin/ad-spend',
    schema: () => import('@/lib/contracts/admin/analytics').then((m) => m.adSpendSchema),
    defaultValues: { campaignId: '', month, amountEuro: '' },
    t,
    cents: ({ spend }: AdSpendResponse) => spend.amountCents,
  });
  const { errors } = form.formState;

  return (
    <AnalyticsFormShell
      id="spend-form"
      title={t('spendForm')}
      hint={t('spendFormHint')}
      columns="sm:grid-cols-[1fr_10rem_9rem_auto]"
      {...submit}
    >
      <RegisteredField
        id="spend-campaign"
        label={t('campaignId')}
        error={errors.campaignId ? t('invalidCampaign') : undefined}
        registration={form.register('campaignId')}
        placeholder="FB_AD_01"
        autoComplete="off"
        maxLength={120}
      />
      <RegisteredField
        id="spend-month"
        label={t('month')}
        error={errors.month ? t('invalidMonth') : undefined}
        registration={form.register('month')}
        type="month"
        min="2000-01"
        max="2099-12"
      />
      <EuroField
        id="spend-amount"
        label={t('amount')}
        error={errors.amountEuro ? t('invalidAmount') : undefined}
        registration={form.register('amountEuro')}
      />
    </AnalyticsFormShell>
  );
}
