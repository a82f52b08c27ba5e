'use client';
/**
 * The alerts group of the settings tab: the four thresholds of the owners' immediate alerts
 * (lib/server/owner/alerts.ts), whether they are saved or the defaults, and who receives the
 * daily summary and the alerts (the enabled owners with an email). Validated with the route's
 * own schema; a refused save shows the server's message and keeps what was typed.
 */
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type * as z from 'zod/mini';
import { FormField } from '@/components/forms/form-field';
import { useMessageText } from '@/components/forms/use-message-text';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import {
  ALERT_THRESHOLD_FIELDS,
  alertFormValues,
  type AlertSettingsFormInput,
  type AlertSettingsResponse,
  type alertSettingsSchema,
} from '@/lib/contracts/admin/alert-settings';
import { lazyResolver } from '@/lib/lazy-resolver';
import { SettingsSubmit, useSettingsSubmit } from './settings-submit';
import { useSaveAlertSettings } from './use-alert-settings';

/** The form, filled with the thresholds of `current`. */
export function AlertForm({ current }: { current: AlertSettingsResponse }) {
  const t = useTranslations('admin.settings');
  const message = useMessageText();
  const save = useSaveAlertSettings();
  const form = useForm<AlertSettingsFormInput, unknown, z.output<typeof alertSettingsSchema>>({
    resolver: lazyResolver(() =>
      import('@/lib/contracts/admin/alert-settings').then((m) => m.alertSettingsSchema),
    ),
    defaultValues: alertFormValues(current.thresholds),
  });
  const { errors, isSubmitting } = form.formState;

  const { onSubmit, failure } = useSettingsSubmit(form, save.mutateAsync, (saved) =>
    alertFormValues(saved.thresholds),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="alert-settings-title"
      className="grid gap-4"
    >
      <fieldset className="grid gap-4">
        <legend
          id="alert-settings-title"
          className="mb-2 flex flex-wrap items-center gap-2 text-base font-semibold"
        >
          {t('alertsTitle')}
          <Badge variant="outline">{t(`alertSource.${current.source}`)}</Badge>
        </legend>
        <p className="text-xs text-muted-foreground">{t('alertsHint')}</p>
        <p className="text-sm">
          {current.recipients.length > 0
            ? t('alertRecipients', { list: current.recipients.join(', ') })
            : t('alertNoRecipients')}
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          {ALERT_THRESHOLD_FIELDS.map((name) => (
            <FormField
              key={name}
              id={`settings-${name}`}
              label={t(`alertFields.${name}`)}
              hint={t(`alertHints.${name}`)}
              error={message(errors[name]?.message)}
            >
              {(control) => (
                <Input
                  autoComplete="off"
                  inputMode="numeric"
                  {...control}
                  aria-required={false}
                  {...form.register(name)}
                />
              )}
            </FormField>
          ))}
        </div>
      </fieldset>
      <SettingsSubmit failure={failure} pending={isSubmitting} label={t('alertSave')} />
    </form>
  );
}
