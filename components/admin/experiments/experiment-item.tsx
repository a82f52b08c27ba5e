'use client';
/**
 * One experiment of the list: name, state and facts, its results (once it has run: shown on
 * demand, open at first while it runs), and the owner's actions by state — a draft is edited
 * or started, a running one is stopped with a winner (./stop-panel.tsx). A refused start
 * (another experiment already runs on the page: 409) is toasted with the server's words. A
 * caller sees the same without actions. Buttons show a short verb (they do not wrap, and a name
 * is up to 100 characters); their accessible name adds the experiment's.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toastFailure } from '@/components/admin/common/failure-toast';
import { useAdminRole } from '@/components/admin/shell/admin-role';
import { Button } from '@/components/ui/button';
import type { ExperimentView } from '@/lib/contracts/admin/experiments';
import { ExperimentFacts, StatusBadge } from './experiment-facts';
import { ExperimentForm } from './experiment-form';
import { ExperimentResults } from './experiment-results';
import { StopPanel } from './stop-panel';
import { useChangeExperiment } from './use-experiments';

export function ExperimentItem({ experiment }: { experiment: ExperimentView }) {
  const t = useTranslations('admin.experiments');
  const owner = useAdminRole() === 'owner';
  const change = useChangeExperiment();
  const [mode, setMode] = useState<'view' | 'edit' | 'stop'>('view');
  const [showResults, setShowResults] = useState(experiment.status === 'running');
  const { id, name, status } = experiment;
  const resultsId = `experiment-${id}-results`;

  return (
    <li className="grid min-w-0 gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold break-words">{name}</h3>
        <StatusBadge status={status} />
      </div>
      <ExperimentFacts experiment={experiment} />
      {mode === 'edit' ? (
        <ExperimentForm current={experiment} onDone={() => setMode('view')} />
      ) : mode === 'stop' ? (
        <StopPanel experiment={experiment} onClose={() => setMode('view')} />
      ) : (
        <div className="flex flex-wrap gap-2">
          {owner && status === 'draft' ? (
            <>
              <Button
                size="sm"
                aria-label={t('start', { name })}
                disabled={change.isPending}
                onClick={() =>
                  change.mutate(
                    { kind: 'start', id },
                    { onError: (error) => toastFailure(t('startFailed'), error) },
                  )
                }
              >
                {change.isPending ? t('starting') : t('actions.start')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={t('edit', { name })}
                onClick={() => setMode('edit')}
              >
                {t('actions.edit')}
              </Button>
            </>
          ) : null}
          {owner && status === 'running' ? (
            <Button
              size="sm"
              variant="outline"
              aria-label={t('stopAsk', { name })}
              onClick={() => setMode('stop')}
            >
              {t('actions.stop')}
            </Button>
          ) : null}
          {status !== 'draft' ? (
            <Button
              size="sm"
              variant="outline"
              aria-label={showResults ? t('hideResults', { name }) : t('showResults', { name })}
              aria-expanded={showResults}
              aria-controls={resultsId}
              onClick={() => setShowResults((shown) => !shown)}
            >
              {showResults ? t('actions.hideResults') : t('actions.showResults')}
            </Button>
          ) : null}
        </div>
      )}
      {status !== 'draft' ? (
        <div id={resultsId} className="min-w-0">
          {showResults ? <ExperimentResults experiment={experiment} /> : null}
        </div>
      ) : null}
    </li>
  );
}
