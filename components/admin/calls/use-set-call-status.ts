'use client';
/**
 * PATCH /api/admin/calls/{kind}/{id}: the new status shows at once in every cached page (with
 * the time of the change), is rolled back with a toast on failure, and the lists and the
 * dashboard's "to call" figure and the funnel reload afterwards.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { apiRequest } from '@/lib/browser/api-client';
import { toastFailure } from '@/components/admin/common/failure-toast';
import type { CallKind, CallStatus } from '@/lib/offers';
import { dashboardKeys } from '@/components/admin/dashboard/dashboard-keys';
import { funnelKeys } from '@/components/admin/funnel/funnel-keys';
import { callKeys } from './call-keys';
import type { CallPage } from '@/lib/contracts/admin/calls';

interface Change {
  kind: CallKind;
  id: number;
  status: CallStatus;
}

export function useSetCallStatus() {
  const client = useQueryClient();
  const t = useTranslations('admin.calls');
  return useMutation({
    mutationFn: ({ kind, id, status }: Change) =>
      apiRequest('PATCH', `/api/admin/calls/${kind}/${id}`, { status }, { locale: 'it' }),
    onMutate: async ({ kind, id, status }) => {
      await client.cancelQueries({ queryKey: callKeys.lists() });
      const snapshot = client.getQueriesData<CallPage>({ queryKey: callKeys.lists() });
      const at = new Date().toISOString();
      client.setQueriesData<CallPage>(
        { queryKey: callKeys.lists() },
        (page) =>
          page && {
            ...page,
            entries: page.entries.map((e) =>
              e.kind === kind && e.id === id ? { ...e, status, statusChangedAt: at } : e,
            ),
          },
      );
      return { snapshot };
    },
    onError: (error, _change, context) => {
      context?.snapshot.forEach(([key, data]) => client.setQueryData(key, data));
      toastFailure(t('statusFailed'), error);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: callKeys.lists() });
      void client.invalidateQueries({ queryKey: dashboardKeys.kpis() });
      // The funnel's "not called within 24 h" reads the status change.
      void client.invalidateQueries({ queryKey: funnelKeys.all });
    },
  });
}
