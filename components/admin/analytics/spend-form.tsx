'use client';
/**
 * The ad-spend form: campaign id, month, amount in euro. Checked in the browser with the
 * server's own schema (lib/contracts/admin/analytics.ts, loaded on the first submit), then PUT
 * /api/admin/ad-spend with the values as typed; the amount empties after a save.
 * The month starts as the month on view; render with `key={month}` to follow the picker.
 */
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { RegisteredField } from '@/components/admin/common/text-field';
import type { AdSpendInput, AdSpendRequest } from '@/lib/contracts/admin/analytics';
import { lazyResolver } from '@/lib/lazy-resolver';
import { AnalyticsFormShell, EuroField } from './analytics-form-shell';
import { useSetAdSpend } from './use-set-ad-spend';

export function SpendForm({ month }: { month: string }) {
  const t = useTranslations('admin.analytics');
  const form = useForm<AdSpendRequest, unknown, AdSpendInput>({
    resolver: lazyResolver(() =>
      import('@/lib/contracts/admin/analytics').then((m) => m.adSpendSchema),
    ),
    defaultValues: { campaignId: '', month, amountEuro: '' },
  });
  const save = useSetAdSpend(() => form.resetField('amountEuro'));
  const { errors } = form.formState;

  return (
    <AnalyticsFormShell
      id="spend-form"
      title={t('spendForm')}
      hint={t('spendFormHint')}
      columns="sm:grid-cols-[1fr_10rem_9rem_auto]"
      onSubmit={form.handleSubmit(() => save.mutate(form.getValues()))}
      busy={save.isPending}
      labels={{ save: t('save'), saving: t('saving') }}
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
