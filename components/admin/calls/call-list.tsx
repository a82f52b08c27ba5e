'use client';
/**
 * The call list: one server page of entries, newest first, as a list of
 * cards (no table: nothing scrolls sideways on a 390 px phone). Changing an entry's status
 * saves it at once (PATCH, optimistic, rolled back with a toast on failure); an outcome is
 * saved by its button (PUT, then a toast says what Meta was told). `onOpenLead`
 * opens a lead's detail, where a caller (whose list has no contacts) finds the number.
 */
import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';
import type { CallOutcome, CallStatus } from '@/lib/offers';
import { CallItem } from './call-item';
import type { CallEntry } from '@/lib/contracts/admin/calls';
import { useSetCallStatus } from './use-set-call-status';
import { useSetCallOutcome } from './use-set-call-outcome';

export function CallList({
  entries,
  onOpenLead,
}: {
  entries: CallEntry[];
  onOpenLead?: (leadId: string) => void;
}) {
  const t = useTranslations('admin.calls');
  const { mutate } = useSetCallStatus();
  const onStatus = useCallback(
    (entry: CallEntry, status: CallStatus) => mutate({ kind: entry.kind, id: entry.id, status }),
    [mutate],
  );
  const outcome = useSetCallOutcome();
  const saveOutcome = outcome.mutate;
  const onOutcome = useCallback(
    (entry: CallEntry, value: CallOutcome) =>
      saveOutcome({ kind: entry.kind, id: entry.id, outcome: value }),
    [saveOutcome],
  );
  const saving = outcome.isPending ? outcome.variables : undefined;
  return (
    <ul aria-label={t('listLabel')} className="@container grid grid-cols-1 gap-3">
      {entries.map((entry) => (
        <CallItem
          key={`${entry.kind}-${entry.id}`}
          entry={entry}
          onStatus={onStatus}
          onOutcome={onOutcome}
          savingOutcome={saving?.kind === entry.kind && saving.id === entry.id}
          onOpenLead={onOpenLead}
        />
      ))}
    </ul>
  );
}

/** The list's shape while the first page loads. */
export function CallListSkeleton() {
  const t = useTranslations('admin.calls');
  return (
    <div aria-busy="true" aria-live="polite" className="grid grid-cols-1 gap-3">
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-28 rounded-xl" />
      ))}
    </div>
  );
}
