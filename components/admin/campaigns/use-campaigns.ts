'use client';
/**
 * GET /api/admin/campaigns (one page of the table and the totals) and GET
 * /api/admin/campaigns/leads (the leads of given ids, for the URL generators), refreshed every
 * 30 s (docs/product.md §9); 'Failed to fetch campaigns' on error.
 */
import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/common/use-admin-query';
import type { CampaignLeadsResponse, CampaignsResponse } from '@/lib/contracts/admin/campaigns';

/** Rows per page of the performance table. */
export const CAMPAIGN_PAGE_SIZE = 25;

export const campaignKeys = {
  all: ['admin', 'campaigns'] as const,
  page: (page: number) => [...campaignKeys.all, 'page', page] as const,
  leads: (ids: readonly string[]) => [...campaignKeys.all, 'leads', ids.join(',')] as const,
};

/** Page `page` (1-based) of the table, with the totals over every campaign id. */
export function useCampaigns(page = 1) {
  const t = useTranslations('admin.campaigns');
  return useAdminQuery<CampaignsResponse>(
    campaignKeys.page(page),
    `/api/admin/campaigns?page=${page}&pageSize=${CAMPAIGN_PAGE_SIZE}`,
    { refetchInterval: 30_000, failureTitle: t('fetchFailed'), keepPrevious: true },
  );
}

/** The leads of each of `ids` (none asked for while `ids` is empty). */
export function useCampaignLeadCounts(ids: readonly string[]) {
  const t = useTranslations('admin.campaigns');
  const query = useAdminQuery<CampaignLeadsResponse>(
    campaignKeys.leads(ids),
    `/api/admin/campaigns/leads?ids=${ids.map(encodeURIComponent).join(',')}`,
    {
      refetchInterval: 30_000,
      failureTitle: t('fetchFailed'),
      enabled: ids.length > 0,
      keepPrevious: true,
    },
  );
  const counts = query.data?.counts;
  return { ...query, leadsOf: (id: string) => counts?.[id] ?? 0 };
}
