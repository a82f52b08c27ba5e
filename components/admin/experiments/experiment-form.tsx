'use client';
/**
 * The form of an experiment (react-hook-form, validated with the route's own schema, loaded
 * on the first check): its name, its page (EXPERIMENT_PAGES by their names), and two to four
 * variants — the control first, then challengers added and removed in VARIANT_KEYS order.
 * A new draft is POSTed; a draft being edited is PATCHed with `edit`. A refusal shows the
 * server's message and its field errors; the fields keep what was typed.
 */
import { useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { useFormatter, useTranslations } from 'next-intl';
import { SaveForm, useSaveSubmit } from '@/components/admin/common/form-parts';
import { FormField } from '@/components/forms/form-field';
import { useMessageText } from '@/components/forms/use-message-text';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type {
  ExperimentFormInput,
  ExperimentInput,
  ExperimentView,
} from '@/lib/contracts/admin/experiments';
import { EXPERIMENT_PAGES, VARIANT_KEYS } from '@/lib/experiments/pages';
import { lazyResolver } from '@/lib/lazy-resolver';
import { experimentFormValues, newVariant } from './form-values';
import { usePageName } from './labels';
import { useChangeExperiment } from './use-experiments';
import { VariantFields } from './variant-fields';

const PAGE_KINDS = ['home', 'prelander', 'sales'] as const;

/** The form for a new draft, or for the draft `current`; `onDone` after a save or on cancel. */
export function ExperimentForm({
  current,
  onDone,
}: {
  current?: ExperimentView;
  onDone: () => void;
}) {
  const t = useTranslations('admin.experiments.form');
  const format = useFormatter();
  const message = useMessageText();
  const pageName = usePageName();
  const change = useChangeExperiment();
  const form = useForm<ExperimentFormInput, unknown, ExperimentInput>({
    resolver: lazyResolver(() =>
      import('@/lib/contracts/admin/experiments').then((m) => m.experimentSchema),
    ),
    defaultValues: experimentFormValues(current),
  });
  const variants = useFieldArray({ control: form.control, name: 'variants' });
  const weights = useWatch({ control: form.control, name: 'variants' }).map((v) =>
    Number(v.weight),
  );
  const total = weights.reduce((a, b) => a + (Number.isFinite(b) && b > 0 ? b : 0), 0);
  const { errors } = form.formState;
  const prefix = `experiment-${current?.id ?? 'new'}`;

  const share = (weight: number) =>
    total > 0 && Number.isFinite(weight) && weight > 0
      ? format.number(weight / total, { style: 'percent', maximumFractionDigits: 1 })
      : '—';

  // Keys follow the position (control, b, c, d): removing B makes C the new B.
  const remove = (index: number) =>
    variants.replace(
      form
        .getValues('variants')
        .filter((_, i) => i !== index)
        .map((v, i) => ({ ...v, key: VARIANT_KEYS[i]! })),
    );

  const submit = useSaveSubmit(
    form,
    async (experiment: ExperimentInput) => {
      await change.mutateAsync(
        current ? { kind: 'edit', id: current.id, experiment } : { kind: 'create', experiment },
      );
      onDone();
    },
    t('saveFailed'),
    (name) => (name === 'variants' ? 'variants.root' : name) as Path<ExperimentFormInput>,
  );

  const variantsError = message(errors.variants?.root?.message ?? errors.variants?.message);
  return (
    <SaveForm t={t} editing={current?.name} onCancel={onDone} {...submit}>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id={`${prefix}-name`} label={t('name')} error={message(errors.name?.message)}>
          {(control) => (
            <Input
              autoComplete="off"
              // A new draft's form opens at a click: the name is where typing starts.
              autoFocus={!current}
              {...control}
              {...form.register('name')}
            />
          )}
        </FormField>
        <FormField id={`${prefix}-page`} label={t('page')} error={message(errors.page?.message)}>
          {(control) => (
            <Select {...control} {...form.register('page')}>
              {PAGE_KINDS.map((kind) => (
                <optgroup key={kind} label={t(`pageKinds.${kind}`)}>
                  {EXPERIMENT_PAGES.filter((p) => p.kind === kind).map((p) => (
                    <option key={p.path} value={p.path}>
                      {pageName(p.path)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <div className="grid gap-3" role="group" aria-labelledby={`${prefix}-variants`}>
        <p id={`${prefix}-variants`} className="text-sm font-semibold">
          {t('variants')}
        </p>
        <p className="text-sm text-muted-foreground">{t('variantsHint')}</p>
        {variants.fields.map((field, index) => (
          <VariantFields
            key={field.id}
            form={form}
            index={index}
            prefix={prefix}
            share={share(weights[index] ?? NaN)}
            onRemove={index > 0 && variants.fields.length > 2 ? () => remove(index) : undefined}
          />
        ))}
        {variantsError ? (
          <p className="text-sm font-medium text-destructive">{variantsError}</p>
        ) : null}
        {variants.fields.length < VARIANT_KEYS.length ? (
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => variants.append(newVariant(variants.fields.length))}
            >
              {t('add')}
            </Button>
          </div>
        ) : null}
      </div>
    </SaveForm>
  );
}
