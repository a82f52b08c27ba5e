'use client';
/**
 * POST /api/admin/ad-spend/meta-import: reads the spend from Meta now, toasts how the run
 * ended (rows saved, or why it stopped, in Italian with what to do) and reloads every
 * analytics report.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/browser/api-client';
import type { MetaImportResponse } from '@/lib/contracts/admin/analytics';
import { toastFailure } from '@/components/admin/common/failure-toast';
import { useMetaErrorText } from '@/components/admin/common/meta-error';
import { analyticsKeys } from './analytics-keys';

export function useImportMetaSpend() {
  const t = useTranslations('admin.analytics.meta');
  const client = useQueryClient();
  const explain = useMetaErrorText();
  return useMutation({
    mutationFn: () =>
      apiRequest<MetaImportResponse>('POST', '/api/admin/ad-spend/meta-import', undefined, {
        locale: 'it',
      }),
    onSuccess: ({ run }) => {
      toast(
        run.status === 'done'
          ? { title: t('done', { rows: run.rows ?? 0 }) }
          : {
              title: t('notDone', { status: t(`status.${run.status}`) }),
              description: run.error ? explain(run.error, 'ads') : undefined,
            },
      );
      return client.invalidateQueries({ queryKey: analyticsKeys.all });
    },
    onError: (error) => toastFailure(t('failed'), error),
  });
}
