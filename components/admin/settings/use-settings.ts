'use client';
/** The settings tab's data: the settings in force, and saving them. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/use-toast';
import { useAdminQuery } from '@/components/admin/common/use-admin-query';
import { apiRequest } from '@/lib/browser/api-client';
import type { SettingsFormInput, SettingsResponse } from '@/lib/contracts/admin/settings';

export const settingsKeys = { all: ['admin', 'settings'] as const };

/** GET /api/admin/settings. */
export function useSettings() {
  const t = useTranslations('admin.settings');
  return useAdminQuery<SettingsResponse>(settingsKeys.all, '/api/admin/settings', {
    failureTitle: t('loadFailed'),
  });
}

/** PUT /api/admin/settings; the answer replaces the cached settings. */
export function useSaveSettings() {
  const client = useQueryClient();
  const t = useTranslations('admin.settings');
  return useMutation({
    mutationFn: (values: SettingsFormInput) =>
      apiRequest<SettingsResponse>('PUT', '/api/admin/settings', values, { locale: 'it' }),
    onSuccess: (saved) => {
      client.setQueryData(settingsKeys.all, saved);
      toast({ title: t('saved') });
    },
  });
}
