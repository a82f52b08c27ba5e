'use client';
/**
 * Writes of the leads tab: the priority (optimistic in every cached page, rolled back with a
 * toast on failure; then the dashboard's KPIs and the funnel reload) and notes (docs/product.md §8 toasts 'Nota aggiunta' /
 * 'Errore - Impossibile salvare la nota.'), and the GDPR erasure.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/browser/api-client';
import { toastFailure } from '@/components/admin/common/failure-toast';
import { dashboardKeys } from '@/components/admin/dashboard/dashboard-keys';
import { funnelKeys } from '@/components/admin/funnel/funnel-keys';
import { leadKeys } from './lead-keys';
import type { LeadPage, LeadRow } from '@/lib/contracts/admin/leads';

type Priority = LeadRow['priority'];

export function useSetPriority() {
  const client = useQueryClient();
  const t = useTranslations('admin.leads');
  return useMutation({
    mutationFn: ({ id, priority }: { id: string; priority: Priority }) =>
      apiRequest('PATCH', `/api/admin/leads/${id}`, { priority }, { locale: 'it' }),
    onMutate: async ({ id, priority }) => {
      await client.cancelQueries({ queryKey: leadKeys.lists() });
      const snapshot = client.getQueriesData<LeadPage>({ queryKey: leadKeys.lists() });
      client.setQueriesData<LeadPage>(
        { queryKey: leadKeys.lists() },
        (page) =>
          page && { ...page, leads: page.leads.map((l) => (l.id === id ? { ...l, priority } : l)) },
      );
      return { snapshot };
    },
    onError: (error, _vars, context) => {
      context?.snapshot.forEach(([key, data]) => client.setQueryData(key, data));
      toastFailure(t('priorityFailed'), error);
    },
    // The priority feeds the dashboard's high-priority count and the funnel's qualified stage.
    onSettled: (_data, _error, { id }) => {
      void client.invalidateQueries({ queryKey: leadKeys.detail(id) });
      void client.invalidateQueries({ queryKey: dashboardKeys.kpis() });
      void client.invalidateQueries({ queryKey: funnelKeys.all });
    },
  });
}

export function useAddNote(id: string) {
  const client = useQueryClient();
  const t = useTranslations('admin.leads');
  return useMutation({
    mutationFn: (note: string) =>
      apiRequest('POST', `/api/leads/${id}/notes`, { note }, { locale: 'it' }),
    onSuccess: () => {
      toast({ title: t('noteAdded') });
      void client.invalidateQueries({ queryKey: leadKeys.detail(id) });
    },
    onError: (error) => toastFailure(t('noteFailed'), error),
  });
}

/** DELETE /api/admin/leads/{id} (GDPR erasure); on success the lists reload and `onErased` runs. */
export function useEraseLead(id: string, onErased: () => void) {
  const client = useQueryClient();
  const t = useTranslations('admin.leads.detail');
  return useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/admin/leads/${id}`, undefined, { locale: 'it' }),
    onSuccess: () => {
      toast({ title: t('erased') });
      client.removeQueries({ queryKey: leadKeys.detail(id) });
      void client.invalidateQueries({ queryKey: ['admin'] });
      onErased();
    },
    onError: (error) => toastFailure(t('eraseFailed'), error),
  });
}
