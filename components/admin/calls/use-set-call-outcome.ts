'use client';
/**
 * PUT /api/admin/calls/{kind}/{id}/outcome: records what a call came to, then toasts what Meta
 * was told (the follow-up event queued, queued before, or none) and reloads the lists. Not
 * optimistic: the outcome may send an event to Meta, so the list shows it once it is saved.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { apiRequest } from '@/lib/browser/api-client';
import { toast } from '@/components/ui/use-toast';
import { toastFailure } from '@/components/admin/common/failure-toast';
import type { CallKind, CallOutcome } from '@/lib/offers';
import type { CallOutcomeResponse } from '@/lib/contracts/admin/calls';
import { callKeys } from './call-keys';

interface Change {
  kind: CallKind;
  id: number;
  outcome: CallOutcome;
}

export function useSetCallOutcome() {
  const client = useQueryClient();
  const t = useTranslations('admin.calls');
  return useMutation({
    mutationFn: ({ kind, id, outcome }: Change) =>
      apiRequest<CallOutcomeResponse>(
        'PUT',
        `/api/admin/calls/${kind}/${id}/outcome`,
        { outcome },
        { locale: 'it' },
      ),
    onSuccess: ({ meta }) => {
      const description =
        meta.event === null
          ? t('outcomeMeta.none')
          : t(`outcomeMeta.${meta.result}`, { event: meta.event });
      toast({ title: t('outcomeSaved'), description });
    },
    onError: (error) => toastFailure(t('outcomeFailed'), error),
    onSettled: () => client.invalidateQueries({ queryKey: callKeys.lists() }),
  });
}
