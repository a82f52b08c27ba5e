'use client';
/**
 * The outcome of a call-list entry: a select of CALL_OUTCOMES and a save button, with the
 * outcome saved last named and its time (the select may show a choice not yet saved). Saved only by the button, never on change: an outcome may send an event
 * to Meta, and a keyboard moving through a closed select fires a change at every option.
 * react-hook-form, checked with the route's own callOutcomeSchema (loaded on the first save).
 */
import { useForm, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useShortDateTime } from '@/components/admin/common/short-date-time';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { CALL_OUTCOMES, EDUCATION_ACCOUNT_EUR, type CallOutcome } from '@/lib/offers';
import type { CallEntry } from '@/lib/contracts/admin/calls';
import { lazyResolver } from '@/lib/lazy-resolver';

export function CallOutcomeForm({
  entry,
  name,
  busy,
  onOutcome,
}: {
  entry: CallEntry;
  /** The lead's name, for the labels ("Esito della chiamata con …"). */
  name: string;
  busy: boolean;
  onOutcome: (entry: CallEntry, outcome: CallOutcome) => void;
}) {
  const t = useTranslations('admin.calls');
  const date = useShortDateTime();
  const form = useForm<{ outcome: CallOutcome | '' }, unknown, { outcome: CallOutcome }>({
    resolver: lazyResolver(() =>
      import('@/lib/contracts/admin/calls').then((m) => m.callOutcomeSchema),
    ),
    defaultValues: { outcome: entry.outcome ?? '' },
  });
  const choice = useWatch({ control: form.control, name: 'outcome' });
  const selectId = `call-outcome-${entry.kind}-${entry.id}`;
  const unchanged = choice === '' || choice === entry.outcome;
  const outcomeName = (o: CallOutcome) => t(`outcome.${o}`, { amount: EDUCATION_ACCOUNT_EUR });
  return (
    <form
      className="grid grid-cols-1 gap-1"
      onSubmit={form.handleSubmit(({ outcome }) => {
        if (outcome !== entry.outcome) onOutcome(entry, outcome);
      })}
    >
      <label htmlFor={selectId} className="text-xs font-medium text-muted-foreground">
        {t('outcomeLabel')}
        <span className="sr-only"> {t('outcomeOf', { name })}</span>
      </label>
      <Select
        id={selectId}
        data-permission="leads:write"
        className="h-10"
        {...form.register('outcome')}
      >
        {entry.outcome === null ? <option value="">{t('outcomeNone')}</option> : null}
        {CALL_OUTCOMES.map((o) => (
          <option key={o} value={o}>
            {outcomeName(o)}
          </option>
        ))}
      </Select>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          type="submit"
          variant="outline"
          className="h-10"
          data-permission="leads:write"
          disabled={unchanged || busy}
          aria-label={t('outcomeSaveOf', { name })}
        >
          {t('outcomeSave')}
        </Button>
        <p className="min-w-0 flex-1 text-xs text-muted-foreground">
          {entry.outcome ? (
            <>
              {t('outcomeRecorded', { outcome: outcomeName(entry.outcome) })}
              {entry.outcomeChangedAt ? (
                <>
                  {' '}
                  <time dateTime={entry.outcomeChangedAt}>
                    {t('outcomeChanged', { date: date(entry.outcomeChangedAt) })}
                  </time>
                </>
              ) : null}
            </>
          ) : (
            t('outcomeNeverSet')
          )}
        </p>
      </div>
    </form>
  );
}
