'use client';
/** GET /api/admin/audit?limit=N. */
import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/common/use-admin-query';
import { dashboardKeys } from './dashboard-keys';

export interface AuditEntry {
  id: number;
  username: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  ipTruncated: string | null;
  createdAt: string;
}

export function useAudit(limit = 15) {
  const t = useTranslations('admin.dashboard');
  return useAdminQuery<{ entries: AuditEntry[] }>(
    dashboardKeys.audit(limit),
    `/api/admin/audit?limit=${limit}`,
    {
      failureTitle: t('loadFailed'),
    },
  );
}
