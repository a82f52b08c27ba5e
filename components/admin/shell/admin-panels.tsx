'use client';
/**
 * The panel of each back-office tab, each its own chunk loaded when the tab is first shown
 * (so the admin's first load carries only the tab it opens on, not the tables,
 * forms, charts and CSV code of the other ten). A skeleton stands in meanwhile.
 */
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';
import type { AdminTab } from './admin-tabs';

/** What shows while a tab's code loads (the first time it is opened). */
function TabLoading() {
  const t = useTranslations('admin.common');
  return (
    <div role="status" className="grid grid-cols-1 gap-4">
      <span className="sr-only">{t('loadingTab')}</span>
      <Skeleton className="h-24" />
      <Skeleton className="h-64" />
    </div>
  );
}

/** The tabs' panels, by tab. */
export const ADMIN_PANELS: Record<AdminTab, React.ComponentType> = {
  dashboard: dynamic(
    () => import('@/components/admin/dashboard/dashboard-tab').then((m) => m.DashboardTab),
    { loading: TabLoading },
  ),
  campaigns: dynamic(
    () => import('@/components/admin/campaigns/campaigns-tab').then((m) => m.CampaignsTab),
    { loading: TabLoading },
  ),
  prelanders: dynamic(
    () => import('@/components/admin/landing/prelanders-tab').then((m) => m.PrelandersTab),
    { loading: TabLoading },
  ),
  'sales-pages': dynamic(
    () => import('@/components/admin/landing/sales-pages-tab').then((m) => m.SalesPagesTab),
    { loading: TabLoading },
  ),
  visitors: dynamic(
    () => import('@/components/admin/visitors/visitors-tab').then((m) => m.VisitorsTab),
    { loading: TabLoading },
  ),
  leads: dynamic(() => import('@/components/admin/leads/leads-tab').then((m) => m.LeadsTab), {
    loading: TabLoading,
  }),
  calls: dynamic(() => import('@/components/admin/calls/calls-tab').then((m) => m.CallsTab), {
    loading: TabLoading,
  }),
  communications: dynamic(
    () =>
      import('@/components/admin/communications/communications-tab').then(
        (m) => m.CommunicationsTab,
      ),
    { loading: TabLoading },
  ),
  analytics: dynamic(
    () => import('@/components/admin/analytics/analytics-tab').then((m) => m.AnalyticsTab),
    { loading: TabLoading },
  ),
  funnel: dynamic(() => import('@/components/admin/funnel/funnel-tab').then((m) => m.FunnelTab), {
    loading: TabLoading,
  }),
  webhooks: dynamic(
    () => import('@/components/admin/webhooks/webhooks-tab').then((m) => m.WebhooksTab),
    { loading: TabLoading },
  ),
  settings: dynamic(
    () => import('@/components/admin/settings/settings-tab').then((m) => m.SettingsTab),
    { loading: TabLoading },
  ),
  testimonials: dynamic(
    () => import('@/components/admin/testimonials/testimonials-tab').then((m) => m.TestimonialsTab),
    { loading: TabLoading },
  ),
  accounts: dynamic(
    () => import('@/components/admin/accounts/accounts-tab').then((m) => m.AccountsTab),
    { loading: TabLoading },
  ),
};
