'use client';
/** GET /api/admin/campaigns, refreshed every 30 s (SPEC.md §9); 'Failed to fetch campaigns' on error. */
import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/common/use-admin-query';
import type { CampaignsResponse } from '@/lib/contracts/admin/campaigns';

export const campaignKeys = { all: ['admin', 'campaigns'] as const };

export function useCampaigns() {
  const t = useTranslations('admin.campaigns');
  return useAdminQuery<CampaignsResponse>(campaignKeys.all, '/api/admin/campaigns', {
    refetchInterval: 30_000,
    failureTitle: t('fetchFailed'),
  });
}
