'use client';
/** GET /api/admin/kpis. */
import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/common/use-admin-query';
import { dashboardKeys } from './dashboard-keys';

export interface Kpis {
  totalLeads: number;
  leadsToday: number;
  verifiedLeads: number;
  verificationRate: number | null;
  highPriorityLeads: number;
  experience: { level: string; count: number }[];
  daily: { date: string; registrations: number; verifications: number }[];
}

export function useKpis() {
  const t = useTranslations('admin.dashboard');
  return useAdminQuery<Kpis>(dashboardKeys.kpis(), '/api/admin/kpis', {
    failureTitle: t('loadFailed'),
  });
}
