'use client';
/** GET /api/admin/campaigns, refreshed every 30 s (SPEC.md §9); 'Failed to fetch campaigns' on error. */
import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/common/use-admin-query';

export interface CampaignSummary {
  campaignId: string;
  adSource: string | null;
  leadCount: number;
  verifiedCount: number;
  latestLead: string | null;
}

export const campaignKeys = { all: ['admin', 'campaigns'] as const };

export function useCampaigns() {
  const t = useTranslations('admin.campaigns');
  return useAdminQuery<{ campaigns: CampaignSummary[] }>(campaignKeys.all, '/api/admin/campaigns', {
    refetchInterval: 30_000,
    failureTitle: t('fetchFailed'),
  });
}
