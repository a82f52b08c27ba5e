'use client';
/**
 * Experiments section: the A/B experiments on the landing pages, running first, each with its
 * state, facts, results and actions (./experiment-item.tsx), and "Nuovo esperimento", which
 * opens the form of a new draft, and "Aggiorna" (the list and the results shown). The owner changes them (audited on the server); a caller reads
 * them and their results. A draft changes nothing on the site until it is started; one
 * experiment at a time runs on a page.
 */
import { useEffect, useRef, useState } from 'react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { QueryList } from '@/components/admin/common/list-states';
import { RefreshButton } from '@/components/admin/common/refresh-button';
import { useAdminRole } from '@/components/admin/shell/admin-role';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ExperimentForm } from './experiment-form';
import { ExperimentItem } from './experiment-item';
import { experimentKeys, useExperiments } from './use-experiments';

export function ExperimentsTab() {
  const t = useTranslations('admin.experiments');
  const owner = useAdminRole() === 'owner';
  const { data, error, refetch } = useExperiments();
  const client = useQueryClient();
  const fetching = useIsFetching({ queryKey: experimentKeys.all }) > 0;
  const [creating, setCreating] = useState(false);
  const newButton = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  // Back to "Nuovo esperimento" when the form closes, so the keyboard does not start over.
  useEffect(() => {
    if (creating) opened.current = true;
    else if (opened.current) newButton.current?.focus();
  }, [creating]);

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('intro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-6">
        {owner && creating ? (
          <section className="grid gap-3" aria-labelledby="experiment-create-title">
            <h2 id="experiment-create-title" className="text-base font-semibold">
              {t('form.createTitle')}
            </h2>
            <ExperimentForm onDone={() => setCreating(false)} />
          </section>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          {owner && !creating ? (
            <Button ref={newButton} onClick={() => setCreating(true)}>
              {t('new')}
            </Button>
          ) : (
            <span />
          )}
          {/* The list and every results view shown: figures load once per visit otherwise. */}
          <RefreshButton
            onRefresh={() => void client.invalidateQueries({ queryKey: experimentKeys.all })}
            busy={fetching}
          />
        </div>
        <QueryList
          items={data?.experiments}
          error={error}
          onRetry={() => void refetch()}
          labels={{
            list: t('listLabel'),
            empty: t('empty'),
            loading: t('loading'),
            loadFailed: t('loadFailed'),
            retry: t('retry'),
          }}
          renderItem={(experiment) => (
            <ExperimentItem key={experiment.id} experiment={experiment} />
          )}
          skeletonClassName="h-20"
        />
      </CardContent>
    </Card>
  );
}
