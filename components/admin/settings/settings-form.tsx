'use client';
/**
 * The settings form (react-hook-form, validated with the route's own schema): the partner
 * broker's five fields (all or none) and the premium plan's monthly places, each group with
 * where its value comes from now. A refused save shows the server's message and its field
 * errors; the fields keep what was typed.
 */
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type * as z from 'zod/mini';
import { FormField } from '@/components/forms/form-field';
import { useMessageText } from '@/components/forms/use-message-text';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import {
  PARTNER_FIELDS,
  settingsFormValues,
  type SettingsFormInput,
  type SettingsResponse,
  type settingsSchema,
} from '@/lib/contracts/admin/settings';
import { lazyResolver } from '@/lib/lazy-resolver';
import { SettingsSubmit, useSettingsSubmit } from './settings-submit';
import { useSaveSettings } from './use-settings';

type FieldName = keyof SettingsFormInput;

const INPUT_PROPS: Partial<Record<FieldName, React.ComponentProps<'input'>>> = {
  partnerRetailLossPercent: { inputMode: 'numeric' },
  partnerUrl: { type: 'url', inputMode: 'url' },
  premiumMonthlyCapacity: { inputMode: 'numeric' },
};

/** The form, filled with `current` (the settings in force). */
export function SettingsForm({ current }: { current: SettingsResponse }) {
  const t = useTranslations('admin.settings');
  const message = useMessageText();
  const save = useSaveSettings();
  const form = useForm<SettingsFormInput, unknown, z.output<typeof settingsSchema>>({
    resolver: lazyResolver(() =>
      import('@/lib/contracts/admin/settings').then((m) => m.settingsSchema),
    ),
    defaultValues: settingsFormValues(current.settings),
  });
  const { errors, isSubmitting } = form.formState;

  const { onSubmit, failure } = useSettingsSubmit(form, save.mutateAsync, (saved) =>
    settingsFormValues(saved.settings),
  );

  const field = (name: FieldName) => (
    <FormField
      key={name}
      id={`settings-${name}`}
      label={t(`fields.${name}`)}
      hint={name in HINTS ? t(`hints.${name as keyof typeof HINTS}`) : undefined}
      error={message(errors[name]?.message)}
    >
      {(control) => (
        <Input
          autoComplete="off"
          {...INPUT_PROPS[name]}
          {...control}
          aria-required={false}
          {...form.register(name)}
        />
      )}
    </FormField>
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('title')} className="grid gap-6">
      <SettingsGroup
        title={t('partnerTitle')}
        source={t(`source.${current.sources.partnerBroker}`)}
      >
        <p className="text-xs text-muted-foreground">{t('partnerHint')}</p>
        <div className="grid gap-4 md:grid-cols-2">{PARTNER_FIELDS.map(field)}</div>
      </SettingsGroup>
      <SettingsGroup
        title={t('capacityTitle')}
        source={t(`source.${current.sources.premiumMonthlyCapacity}`)}
      >
        <div className="md:max-w-xs">{field('premiumMonthlyCapacity')}</div>
      </SettingsGroup>
      <SettingsSubmit failure={failure} pending={isSubmitting} label={t('save')} />
    </form>
  );
}

/** A fieldset named by `title`, with where its values come from (`source`) beside it. */
function SettingsGroup(props: { title: string; source: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 flex flex-wrap items-center gap-2 text-base font-semibold">
        {props.title}
        <Badge variant="outline">{props.source}</Badge>
      </legend>
      {props.children}
    </fieldset>
  );
}

/** Fields with a hint under them. */
const HINTS = {
  partnerRegulator: true,
  partnerRetailLossPercent: true,
  partnerUrl: true,
  premiumMonthlyCapacity: true,
} as const;
