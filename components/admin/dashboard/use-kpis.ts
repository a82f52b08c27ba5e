'use client';
/** GET /api/admin/kpis: the dashboard's figures (lib/server/admin/reports/kpis.ts), loaded once per visit. */
import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/common/use-admin-query';
import type { DashboardKpis } from '@/lib/contracts/admin/kpis';
import { dashboardKeys } from './dashboard-keys';

export function useKpis() {
  const t = useTranslations('admin.dashboard');
  return useAdminQuery<DashboardKpis>(dashboardKeys.kpis(), '/api/admin/kpis', {
    failureTitle: t('loadFailed'),
  });
}
