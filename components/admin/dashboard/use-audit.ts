'use client';
/** GET /api/admin/audit?limit=N: the newest audit entries (lib/server/auth/audit.ts `listAudit`). */
import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/common/use-admin-query';
import type { AuditResponse } from '@/lib/contracts/admin/audit';
import { dashboardKeys } from './dashboard-keys';

/** The dashboard shows this many entries. */
export const RECENT_AUDIT_LIMIT = 20;

export function useAudit(limit = RECENT_AUDIT_LIMIT) {
  const t = useTranslations('admin.audit');
  return useAdminQuery<AuditResponse>(
    dashboardKeys.audit(limit),
    `/api/admin/audit?limit=${limit}`,
    { failureTitle: t('loadFailed') },
  );
}
