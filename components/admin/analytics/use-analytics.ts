'use client';
/** GET /api/admin/analytics?month=YYYY-MM (lib/server/admin/reports/analytics.ts); null: this month. */
import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/common/use-admin-query';
import type { AnalyticsReport } from '@/lib/contracts/admin/analytics';
import { analyticsKeys } from './analytics-keys';

export function useAnalytics(month: string | null) {
  const t = useTranslations('admin.analytics');
  return useAdminQuery<AnalyticsReport>(
    analyticsKeys.report(month),
    month ? `/api/admin/analytics?month=${month}` : '/api/admin/analytics',
    { failureTitle: t('loadFailed') },
  );
}
