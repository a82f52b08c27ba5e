'use client';
/**
 * The verification group's form: the channels Vonage Verify tries, in order (each after the
 * previous one's timeout), whether they are saved or VERIFY_WORKFLOW's, moved up or down,
 * removed or added back. Validated with the route's own schema (1–3 distinct channels); a
 * refused save shows the server's message and keeps the choice. With the app's own SMS
 * (VERIFY_DRIVER=app) it stays editable, so the owner can prepare the workflow before Verify is
 * configured, and says that it applies only then.
 */
import { useForm, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type * as z from 'zod/mini';
import { useMessageText } from '@/components/forms/use-message-text';
import { Badge } from '@/components/ui/badge';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  VERIFY_CHANNELS,
  type VerifySettingsFormInput,
  type VerifySettingsResponse,
  type VerifyWorkflowChannel,
  type verifySettingsSchema,
} from '@/lib/contracts/admin/verify-settings';
import { lazyResolver } from '@/lib/lazy-resolver';
import { SettingsSubmit, useSettingsSubmit } from './settings-submit';
import { useSaveVerifySettings } from './use-verify-settings';

/** `list` with the entries at `a` and `b` swapped. */
function swapped<T>(list: readonly T[], a: number, b: number): T[] {
  const next = [...list];
  [next[a], next[b]] = [next[b]!, next[a]!];
  return next;
}

/** The form, filled with the workflow of `current`. */
export function VerifyForm({ current }: { current: VerifySettingsResponse }) {
  const t = useTranslations('admin.settings');
  const names = useTranslations('admin.funnel.verifyChannels.names');
  const message = useMessageText();
  const save = useSaveVerifySettings();
  const form = useForm<VerifySettingsFormInput, unknown, z.output<typeof verifySettingsSchema>>({
    resolver: lazyResolver(() =>
      import('@/lib/contracts/admin/verify-settings').then((m) => m.verifySettingsSchema),
    ),
    defaultValues: { workflow: current.workflow },
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const workflow = useWatch({ control: form.control, name: 'workflow' });
  const set = (next: VerifyWorkflowChannel[]) =>
    form.setValue('workflow', next, { shouldDirty: true, shouldValidate: isSubmitted });
  const { onSubmit, failure } = useSettingsSubmit(form, save.mutateAsync, (saved) => ({
    workflow: saved.workflow,
  }));
  const error = message(errors.workflow?.message ?? errors.workflow?.root?.message);
  const unused = VERIFY_CHANNELS.filter((c) => !workflow.includes(c));

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="verify-settings-title"
      className="grid gap-4"
    >
      <fieldset
        className="grid gap-3"
        aria-describedby={error ? 'verify-workflow-error' : undefined}
      >
        <legend
          id="verify-settings-title"
          className="mb-2 flex flex-wrap items-center gap-2 text-base font-semibold"
        >
          {t('verifyTitle')}
          <Badge variant="outline">{t(`source.${current.source}`)}</Badge>
        </legend>
        <p className="text-xs text-muted-foreground">{t('verifyHint')}</p>
        {current.driver === 'app' ? (
          <p role="note" className="rounded-md bg-muted p-3 text-sm">
            {t('verifyAppDriver')}
          </p>
        ) : null}
        <ol className="grid gap-2" aria-label={t('verifyOrder')}>
          {workflow.map((channel, i) => (
            <li key={channel} className="flex items-center gap-2">
              <span className="w-6 text-right tabular-nums">{i + 1}.</span>
              <span className="min-w-24 flex-1 font-medium">{names(channel)}</span>
              {/* Icon buttons, named in full for screen readers and on hover: three to a row fit a phone. */}
              {(
                [
                  ['verifyUp', ArrowUp, i === 0, () => set(swapped(workflow, i, i - 1))],
                  [
                    'verifyDown',
                    ArrowDown,
                    i === workflow.length - 1,
                    () => set(swapped(workflow, i, i + 1)),
                  ],
                  ['verifyRemove', X, false, () => set(workflow.filter((c) => c !== channel))],
                ] as const
              ).map(([key, Icon, disabled, onClick]) => {
                const label = t(key, { channel: names(channel) });
                return (
                  <Button
                    key={key}
                    variant={key === 'verifyRemove' ? 'ghost' : 'outline'}
                    size="icon"
                    aria-label={label}
                    title={label}
                    disabled={disabled}
                    onClick={onClick}
                  >
                    <Icon aria-hidden="true" className="size-4" />
                  </Button>
                );
              })}
            </li>
          ))}
        </ol>
        {unused.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {unused.map((channel) => (
              <Button
                key={channel}
                variant="secondary"
                size="sm"
                onClick={() => set([...workflow, channel])}
              >
                {t('verifyAdd', { channel: names(channel) })}
              </Button>
            ))}
          </div>
        ) : null}
        {error ? (
          <p id="verify-workflow-error" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </fieldset>
      <SettingsSubmit failure={failure} pending={isSubmitting} label={t('verifySave')} />
    </form>
  );
}
