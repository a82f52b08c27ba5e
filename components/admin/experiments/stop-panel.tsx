'use client';
/**
 * The confirmation of a stop: which variant every visitor sees from now on (the control keeps
 * the page as it was), as a group of radio buttons, then "Ferma". Cancel has the focus, so a
 * stray Enter stops nothing. While the readout on leads says the data are insufficient (or
 * cannot be loaded), the panel says so, keeps the control and tucks the other variants away:
 * nothing invites applying a "winner" the figures do not show. With enough data the leader is
 * marked. A refusal (409: the experiment is no longer running) is toasted with the server's
 * words.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ConfirmPanel } from '@/components/ui/confirm-panel';
import type { ExperimentView } from '@/lib/contracts/admin/experiments';
import type { VariantKey } from '@/lib/experiments/pages';
import { toastFailure } from '@/components/admin/common/failure-toast';
import { useVariantName } from './labels';
import { useChangeExperiment, useExperimentResults } from './use-experiments';

/** The stop panel of the running `experiment`; `onClose` after the stop or on cancel. */
export function StopPanel({
  experiment,
  onClose,
}: {
  experiment: ExperimentView;
  onClose: () => void;
}) {
  const t = useTranslations('admin.experiments.stop');
  const variantName = useVariantName();
  const change = useChangeExperiment();
  const results = useExperimentResults(experiment.id);
  const [winner, setWinner] = useState<VariantKey>('control');
  const id = `experiment-${experiment.id}-stop`;
  const readout = results.data?.leads;
  const leader = readout?.leader ?? null;
  const choices = (
    <fieldset className="grid gap-1">
      <legend className="mb-1 font-medium">{t('winner')}</legend>
      {experiment.variants.map(({ key }) => (
        <label key={key} className="flex min-h-10 items-center gap-2">
          <input
            type="radio"
            name={`${id}-winner`}
            value={key}
            checked={winner === key}
            onChange={() => setWinner(key)}
            className="size-4 accent-primary"
          />
          {key === 'control'
            ? t('keepControl')
            : key === leader
              ? t('leader', { name: variantName(key) })
              : variantName(key)}
        </label>
      ))}
    </fieldset>
  );
  const body = readout?.enoughData ? (
    choices
  ) : (
    <>
      <p role="status" className="rounded-md bg-muted p-3 font-medium">
        {readout
          ? t('insufficient', {
              visitors: readout.minVisitors,
              conversions: readout.minConversions,
            })
          : results.isError
            ? t('unknown')
            : t('checking')}
      </p>
      <details>
        <summary className="min-h-10 cursor-pointer py-2">{t('otherVariant')}</summary>
        {choices}
      </details>
    </>
  );
  return (
    <ConfirmPanel
      id={id}
      text={t('confirm', { name: experiment.name })}
      confirmLabel={t('submit', { winner: variantName(winner) })}
      pendingLabel={t('pending')}
      cancelLabel={t('cancel')}
      pending={change.isPending}
      onConfirm={() =>
        change.mutate(
          { kind: 'stop', id: experiment.id, winner },
          { onSuccess: onClose, onError: (error) => toastFailure(t('failed'), error) },
        )
      }
      onCancel={onClose}
      body={body}
    />
  );
}
