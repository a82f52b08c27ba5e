'use client';
/** The settings tab's verification data: the Verify workflow in force with its figures, and saving it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/use-toast';
import { useAdminQuery } from '@/components/admin/common/use-admin-query';
import { apiRequest } from '@/lib/browser/api-client';
import type {
  VerifySettingsFormInput,
  VerifySettingsResponse,
} from '@/lib/contracts/admin/verify-settings';

export const verifySettingsKeys = { all: ['admin', 'settings', 'verify'] as const };

/** GET /api/admin/settings/verify. */
export function useVerifySettings() {
  const t = useTranslations('admin.settings');
  return useAdminQuery<VerifySettingsResponse>(
    verifySettingsKeys.all,
    '/api/admin/settings/verify',
    { failureTitle: t('loadFailed') },
  );
}

/** PUT /api/admin/settings/verify; the answer replaces the cached workflow and figures. */
export function useSaveVerifySettings() {
  const client = useQueryClient();
  const t = useTranslations('admin.settings');
  return useMutation({
    mutationFn: (values: VerifySettingsFormInput) =>
      apiRequest<VerifySettingsResponse>('PUT', '/api/admin/settings/verify', values, {
        locale: 'it',
      }),
    onSuccess: (saved) => {
      client.setQueryData(verifySettingsKeys.all, saved);
      toast({ title: t('verifySaved') });
    },
  });
}
