'use client';
/** GET /api/admin/partner-clicks: the calls tab's partner-click card (lib/server/admin/calls/partner-clicks.ts). */
import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/common/use-admin-query';
import type { PartnerClickSummary } from '@/lib/contracts/admin/calls';
import { callKeys } from './call-keys';

export function usePartnerClicks() {
  const t = useTranslations('admin.calls.partner');
  return useAdminQuery<PartnerClickSummary>(callKeys.partnerClicks(), '/api/admin/partner-clicks', {
    failureTitle: t('loadFailed'),
  });
}
