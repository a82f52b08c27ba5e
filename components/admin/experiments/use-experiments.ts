'use client';
/**
 * The experiments section's data (lib/contracts/admin/experiments.ts): the list, one
 * experiment's results, and the owner's changes (a new draft, an edit of a draft, start, stop
 * with a winner). Each change refreshes the list and every results view; a refusal (409
 * `experiment_running` / `experiment_state`, 422) is left to the caller to show.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/use-toast';
import { useAdminQuery } from '@/components/admin/common/use-admin-query';
import { apiRequest } from '@/lib/browser/api-client';
import type {
  ExperimentInput,
  ExperimentPatch,
  ExperimentResultsResponse,
  ExperimentsResponse,
  ExperimentView,
} from '@/lib/contracts/admin/experiments';
import type { VariantKey } from '@/lib/experiments/pages';

export const experimentKeys = {
  all: ['admin', 'experiments'] as const,
  results: (id: number) => ['admin', 'experiments', id, 'results'] as const,
};

/** GET /api/admin/experiments: every experiment, running first, then newest first. */
export function useExperiments(options: { enabled?: boolean } = {}) {
  const t = useTranslations('admin.experiments');
  return useAdminQuery<ExperimentsResponse>(experimentKeys.all, '/api/admin/experiments', {
    failureTitle: t('loadFailed'),
    enabled: options.enabled,
  });
}

/** GET /api/admin/experiments/:id/results: the counts and the two readouts. */
export function useExperimentResults(id: number) {
  const t = useTranslations('admin.experiments.results');
  return useAdminQuery<ExperimentResultsResponse>(
    experimentKeys.results(id),
    `/api/admin/experiments/${id}/results`,
    { failureTitle: t('loadFailed') },
  );
}

/** One of the owner's changes. */
export type ExperimentChange =
  | { kind: 'create'; experiment: ExperimentInput }
  | { kind: 'edit'; id: number; experiment: ExperimentInput }
  | { kind: 'start'; id: number }
  | { kind: 'stop'; id: number; winner: VariantKey };

function patchBody(change: Exclude<ExperimentChange, { kind: 'create' }>): ExperimentPatch {
  switch (change.kind) {
    case 'edit':
      return { action: 'edit', experiment: change.experiment };
    case 'start':
      return { action: 'start' };
    case 'stop':
      return { action: 'stop', winner: change.winner };
  }
}

function send(change: ExperimentChange): Promise<ExperimentView> {
  const options = { locale: 'it' as const };
  if (change.kind === 'create')
    return apiRequest('POST', '/api/admin/experiments', change.experiment, options);
  return apiRequest('PATCH', `/api/admin/experiments/${change.id}`, patchBody(change), options);
}

/**
 * Sends an ExperimentChange (an owner write: the step-up dialog opens when the server asks);
 * a toast says it is done, then the list and the results are fetched again.
 */
export function useChangeExperiment() {
  const client = useQueryClient();
  const t = useTranslations('admin.experiments');
  return useMutation({
    mutationFn: send,
    onSuccess: (_answer, change) => toast({ title: t(`done.${change.kind}`) }),
    onSettled: () => client.invalidateQueries({ queryKey: experimentKeys.all }),
  });
}
