'use client';
/**
 * One entry of the call list: who (name, kind badge, email and a tel: link
 * to call from a phone; for a caller, whose list carries no contacts, a button that opens the
 * lead's detail with them; an anonymous consultation says it has no contact), when it was asked,
 * the preferred day and time slot, goals and questions, the status selector, saved on
 * change, with the time of the last change, and the call's outcome (./call-outcome-form.tsx).
 * Laid out by the width of the list (a container query), not of the screen, since the list
 * shares the screen with the side menu and the partner card: one column below 36rem; from
 * there who and what stacked on the left beside a 20rem column of controls (wide enough for
 * the longest outcome); three columns from 64rem.
 */
import { useTranslations } from 'next-intl';
import { useShortDateTime } from '@/components/admin/common/short-date-time';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { CALL_STATUSES, type CallOutcome, type CallStatus } from '@/lib/offers';
import { PREFERRED_DATES, PREFERRED_TIMES } from '@/lib/validation/consultation-options';
import type { CallEntry } from '@/lib/contracts/admin/calls';
import { CallOutcomeForm } from './call-outcome-form';

/** `value` narrowed to one of `values`, or null (a stored value the form no longer offers). */
function known<T extends string>(values: readonly T[], value: string): T | null {
  return values.find((v) => v === value) ?? null;
}

const KIND_BADGE = {
  consultation: 'secondary',
  premium: 'default',
  education_de: 'outline',
} as const;

export function CallItem({
  entry,
  onStatus,
  onOutcome,
  savingOutcome = false,
  onOpenLead,
}: {
  entry: CallEntry;
  onStatus: (entry: CallEntry, status: CallStatus) => void;
  onOutcome: (entry: CallEntry, outcome: CallOutcome) => void;
  /** An outcome of this entry is being saved. */
  savingOutcome?: boolean;
  /** Opens the lead's detail (its contact, the read audited). */
  onOpenLead?: (leadId: string) => void;
}) {
  const t = useTranslations('admin.calls');
  const date = useShortDateTime();
  const { lead } = entry;
  const name = lead ? `${lead.firstName} ${lead.lastName}` : t('anonymous');
  const selectId = `call-status-${entry.kind}-${entry.id}`;
  const day = known(PREFERRED_DATES, entry.preferredDate ?? '');
  const slot = known(PREFERRED_TIMES, entry.preferredTime ?? '');
  const preferredDate = day ? t(`preferredDate.${day}`) : entry.preferredDate;
  const preferredTime = slot ? t(`preferredTime.${slot}`) : entry.preferredTime;
  return (
    <li className="grid grid-cols-1 gap-3 rounded-xl border border-border bg-card p-4 @xl:grid-cols-[minmax(0,1fr)_20rem] @5xl:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)_20rem]">
      <div className="grid min-w-0 grid-cols-1 content-start gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <strong className="text-base break-words">{name}</strong>
          <Badge variant={KIND_BADGE[entry.kind]}>{t(`kind.${entry.kind}`)}</Badge>
        </p>
        {lead ? (
          <>
            {lead.phone ? (
              <a href={`tel:${lead.phone}`} className="font-medium text-primary hover:underline">
                {lead.phoneDisplay}
              </a>
            ) : null}
            {lead.email ? (
              <a href={`mailto:${lead.email}`} className="wrap-anywhere hover:underline">
                {lead.email}
              </a>
            ) : null}
            {lead.phone === null && onOpenLead ? (
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                aria-label={t('showContactOf', { name })}
                onClick={() => onOpenLead(lead.id)}
              >
                {t('showContact')}
              </Button>
            ) : null}
          </>
        ) : (
          <p className="text-muted-foreground">{t('anonymousHint')}</p>
        )}
      </div>
      <div className="grid min-w-0 grid-cols-1 content-start gap-1 text-sm">
        <p className="text-muted-foreground">
          <time dateTime={entry.createdAt}>
            {t('requestedAt', { date: date(entry.createdAt) })}
          </time>
        </p>
        {preferredDate && preferredTime ? (
          <p className="font-medium">
            {t('preferred', { date: preferredDate, time: preferredTime })}
          </p>
        ) : null}
        {entry.goals ? (
          <p className="break-words whitespace-pre-wrap">
            <span className="text-muted-foreground">{t('goals')}: </span>
            {entry.goals}
          </p>
        ) : null}
        {entry.questions ? (
          <p className="break-words whitespace-pre-wrap">
            <span className="text-muted-foreground">{t('questions')}: </span>
            {entry.questions}
          </p>
        ) : null}
      </div>
      <div className="grid min-w-0 grid-cols-1 content-start gap-1 @xl:col-start-2 @xl:row-span-2 @xl:row-start-1 @5xl:col-start-3 @5xl:row-span-1">
        <label htmlFor={selectId} className="sr-only">
          {t('statusOf', { name })}
        </label>
        <Select
          id={selectId}
          value={entry.status}
          data-permission="leads:write"
          className="h-10"
          onChange={(e) => {
            const next = CALL_STATUSES.find((s) => s === e.target.value);
            if (next && next !== entry.status) onStatus(entry, next);
          }}
        >
          {CALL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </Select>
        <p className="text-xs text-muted-foreground">
          {entry.statusChangedAt ? (
            <time dateTime={entry.statusChangedAt}>
              {t('statusChanged', { date: date(entry.statusChangedAt) })}
            </time>
          ) : (
            t('statusNeverChanged')
          )}
        </p>
        <CallOutcomeForm
          key={entry.outcome ?? 'none'}
          entry={entry}
          name={name}
          busy={savingOutcome}
          onOutcome={onOutcome}
        />
      </div>
    </li>
  );
}
