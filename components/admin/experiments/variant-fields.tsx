'use client';
/**
 * One variant of the experiment form: its share of traffic (a whole-number weight, shown also
 * as the share it gives), and for a challenger the slots it changes — headline, sub-headline,
 * call-to-action text (each with its longest length, '' keeps the page's own), hero image and
 * form position (lib/experiments/pages.ts's fixed lists). The control changes nothing.
 */
import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { FormField, type FieldControlProps } from '@/components/forms/form-field';
import { useMessageText } from '@/components/forms/use-message-text';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { ExperimentFormInput, ExperimentInput } from '@/lib/contracts/admin/experiments';
import { FORM_POSITIONS, HERO_IMAGES, SLOT_MAX_LENGTH } from '@/lib/experiments/pages';
import { useVariantName } from './labels';

export type ExperimentForm = UseFormReturn<ExperimentFormInput, unknown, ExperimentInput>;

const TEXT_SLOTS = ['headline', 'subheadline', 'cta'] as const;

/** The fields of variant `index`; `share` is its weight as a share of the total, formatted. */
export function VariantFields({
  form,
  index,
  prefix,
  share,
  onRemove,
}: {
  form: ExperimentForm;
  index: number;
  prefix: string;
  share: string;
  /** Removes this challenger; absent for the control and while only two variants are left. */
  onRemove?: () => void;
}) {
  const t = useTranslations('admin.experiments.form');
  const message = useMessageText();
  const variantName = useVariantName();
  const key = form.getValues(`variants.${index}.key`);
  const errors = form.formState.errors.variants?.[index];
  const id = `${prefix}-v${index}`;
  const name = variantName(key);

  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">
        {index === 0 ? t('controlLegend', { name }) : name}
      </legend>
      <FormField
        id={`${id}-weight`}
        label={t('weight', { name })}
        hint={t('weightHint', { share })}
        error={message(errors?.weight?.message)}
        className="max-w-48"
      >
        {(control) => (
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
            {...control}
            {...form.register(`variants.${index}.weight`)}
          />
        )}
      </FormField>
      {index === 0 ? (
        <p className="text-sm text-muted-foreground">{t('controlHint')}</p>
      ) : (
        <>
          {TEXT_SLOTS.map((slot) => {
            // A text slot is optional: '' keeps the page's own.
            const control = (props: FieldControlProps) => ({
              ...props,
              'aria-required': false,
              ...form.register(`variants.${index}.changes.${slot}`),
            });
            return (
              <FormField
                key={slot}
                id={`${id}-${slot}`}
                label={t(`slots.${slot}`, { name })}
                hint={t('slotHint', { max: SLOT_MAX_LENGTH[slot] })}
                error={message(errors?.changes?.[slot]?.message)}
              >
                {(props) =>
                  slot === 'subheadline' ? (
                    <Textarea rows={2} {...control(props)} />
                  ) : (
                    <Input autoComplete="off" {...control(props)} />
                  )
                }
              </FormField>
            );
          })}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id={`${id}-heroImage`}
              label={t('slots.heroImage', { name })}
              error={message(errors?.changes?.heroImage?.message)}
            >
              {(control) => (
                <Select {...control} {...form.register(`variants.${index}.changes.heroImage`)}>
                  {HERO_IMAGES.map((image) => (
                    <option key={image} value={image}>
                      {t(`heroImages.${image}`)}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField
              id={`${id}-formPosition`}
              label={t('slots.formPosition', { name })}
              error={message(errors?.changes?.formPosition?.message)}
            >
              {(control) => (
                <Select
                  {...control}
                  {...form.register(`variants.${index}.changes.formPosition`, {
                    // '' is "as on the page": the slot is left out.
                    setValueAs: (value: string) => (value === '' ? undefined : value),
                  })}
                >
                  <option value="">{t('formPositions.page')}</option>
                  {FORM_POSITIONS.map((position) => (
                    <option key={position} value={position}>
                      {t(`formPositions.${position}`)}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          </div>
        </>
      )}
      {onRemove ? (
        <div>
          <Button type="button" variant="outline" size="sm" onClick={onRemove}>
            {t('remove', { name })}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
