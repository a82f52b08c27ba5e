'use client';
/** The settings tab's Impressum data: the operator's details in force, and saving them. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/use-toast';
import { useAdminQuery } from '@/components/admin/common/use-admin-query';
import { apiRequest } from '@/lib/browser/api-client';
import type { OperatorFormInput, OperatorSettingsResponse } from '@/lib/contracts/admin/operator';

export const operatorSettingsKeys = { all: ['admin', 'settings', 'operator'] as const };

/** GET /api/admin/settings/operator. */
export function useOperatorSettings() {
  const t = useTranslations('admin.settings');
  return useAdminQuery<OperatorSettingsResponse>(
    operatorSettingsKeys.all,
    '/api/admin/settings/operator',
    { failureTitle: t('loadFailed') },
  );
}

/** PUT /api/admin/settings/operator; the answer replaces the cached details. */
export function useSaveOperatorSettings() {
  const client = useQueryClient();
  const t = useTranslations('admin.settings');
  return useMutation({
    mutationFn: (values: OperatorFormInput) =>
      apiRequest<OperatorSettingsResponse>('PUT', '/api/admin/settings/operator', values, {
        locale: 'it',
      }),
    onSuccess: (saved) => {
      client.setQueryData(operatorSettingsKeys.all, saved);
      toast({ title: t('operatorSaved') });
    },
  });
}
