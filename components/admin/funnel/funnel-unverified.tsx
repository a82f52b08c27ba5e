'use client';
/**
 * Why the registered leads are not verified, from the delivery receipts of their last SMS:
 * the SMS never arrived, it was sent without a receipt yet, or it arrived and the code was not
 * typed. Each with its count and its plain-Italian definition.
 */
import { useFormatter, useTranslations } from 'next-intl';
import type { FunnelUnverified as Unverified } from '@/lib/contracts/admin/funnel';

const REASONS = ['smsNotDelivered', 'smsUnconfirmed', 'codeNotEntered'] as const;

export function FunnelUnverified({ unverified }: { unverified: Unverified }) {
  const t = useTranslations('admin.funnel');
  const format = useFormatter();
  const total = REASONS.reduce((sum, r) => sum + unverified[r], 0);
  if (total === 0) return null;
  return (
    <section className="grid grid-cols-1 gap-2 border-t border-border pt-4">
      <h3 className="font-semibold">{t('unverifiedTitle', { count: format.number(total) })}</h3>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {REASONS.map((r) => (
          <div key={r} className="rounded-md border border-border p-3">
            <dt className="text-sm font-medium">{t(`unverified.${r}`)}</dt>
            <dd className="text-xl font-bold tabular-nums">{format.number(unverified[r])}</dd>
            <dd className="text-xs text-muted-foreground">{t(`unverifiedDefinitions.${r}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
