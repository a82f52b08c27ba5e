'use client';
/** GET /api/admin/funnel?period=…&campaign=… (lib/server/admin/reports/funnel.ts). */
import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/common/use-admin-query';
import type { FunnelReport } from '@/lib/contracts/admin/funnel';
import type { FunnelPeriod } from '@/lib/validation/analytics-params';
import { funnelKeys } from './funnel-keys';

/** `campaign` '' means every campaign. */
export function useFunnel(period: FunnelPeriod, campaign: string) {
  const t = useTranslations('admin.funnel');
  const query = new URLSearchParams({ period, ...(campaign ? { campaign } : {}) });
  return useAdminQuery<FunnelReport>(
    funnelKeys.report(period, campaign),
    `/api/admin/funnel?${query.toString()}`,
    { failureTitle: t('loadFailed') },
  );
}
