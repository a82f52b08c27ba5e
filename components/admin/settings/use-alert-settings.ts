'use client';
/** The settings tab's alerts data: the thresholds in force and their recipients, and saving them. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/use-toast';
import { useAdminQuery } from '@/components/admin/common/use-admin-query';
import { apiRequest } from '@/lib/browser/api-client';
import type {
  AlertSettingsFormInput,
  AlertSettingsResponse,
} from '@/lib/contracts/admin/alert-settings';

export const alertSettingsKeys = { all: ['admin', 'settings', 'alerts'] as const };

/** GET /api/admin/settings/alerts. */
export function useAlertSettings() {
  const t = useTranslations('admin.settings');
  return useAdminQuery<AlertSettingsResponse>(alertSettingsKeys.all, '/api/admin/settings/alerts', {
    failureTitle: t('loadFailed'),
  });
}

/** PUT /api/admin/settings/alerts; the answer replaces the cached thresholds. */
export function useSaveAlertSettings() {
  const client = useQueryClient();
  const t = useTranslations('admin.settings');
  return useMutation({
    mutationFn: (values: AlertSettingsFormInput) =>
      apiRequest<AlertSettingsResponse>('PUT', '/api/admin/settings/alerts', values, {
        locale: 'it',
      }),
    onSuccess: (saved) => {
      client.setQueryData(alertSettingsKeys.all, saved);
      toast({ title: t('alertSaved') });
    },
  });
}
