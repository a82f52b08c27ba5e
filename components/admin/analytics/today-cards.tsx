'use client';
/** Today's registrations, verifications and conversion (Europe/Rome calendar day). */
import { useFormatter, useTranslations } from 'next-intl';
import { StatCard } from '@/components/admin/common/stat-card';
import type { AnalyticsReport } from '@/lib/contracts/admin/analytics';

export function TodayCards({ today }: { today: AnalyticsReport['today'] }) {
  const t = useTranslations('admin.analytics');
  const format = useFormatter();
  return (
    <>
      <StatCard label={t('todayRegistrations')} value={format.number(today.registrations)} />
      <StatCard
        label={t('todayVerifications')}
        value={format.number(today.verifications)}
        hint={t('todayVerificationsHint')}
      />
      <StatCard
        label={t('todayConversion')}
        value={
          today.conversion === null
            ? t('na')
            : format.number(today.conversion, { style: 'percent', maximumFractionDigits: 1 })
        }
        hint={today.conversion === null ? t('noConversion') : t('todayConversionHint')}
      />
    </>
  );
}
