'use client';
/**
 * The form of one testimonial (react-hook-form, validated with the route's own schema): the
 * fields of docs/product.md §3, the text's language, the person's consent (on file, and its date) and
 * "published". The hint under "published" says when consent is missing, and the server refuses
 * publishing without it; a refusal shows the server's message and its field errors, the fields keep what
 * was typed.
 */
import { useForm, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type * as z from 'zod/mini';
import { SaveForm, useSaveSubmit } from '@/components/admin/common/form-parts';
import { FormField } from '@/components/forms/form-field';
import { useMessageText } from '@/components/forms/use-message-text';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import {
  testimonialFormValues,
  type TestimonialFormInput,
  type TestimonialView,
  type testimonialSchema,
} from '@/lib/contracts/admin/testimonials';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useChangeTestimonial } from './use-testimonials';

type FieldName = keyof TestimonialFormInput;

const TEXT_FIELDS = ['name', 'role', 'location', 'course', 'studyTime', 'imageUrl'] as const;

/** The form for a new testimonial, or for `current`; `onDone` after a save or on cancel. */
export function TestimonialForm({
  current,
  onDone,
}: {
  current?: TestimonialView;
  onDone?: () => void;
}) {
  const t = useTranslations('admin.testimonials');
  const message = useMessageText();
  const change = useChangeTestimonial();
  const form = useForm<TestimonialFormInput, unknown, z.output<typeof testimonialSchema>>({
    resolver: lazyResolver(() =>
      import('@/lib/contracts/admin/testimonials').then((m) => m.testimonialSchema),
    ),
    defaultValues: testimonialFormValues(current),
  });
  const { errors } = form.formState;
  const prefix = `testimonial-${current?.id ?? 'new'}`;
  const [onFile, consentDate] = useWatch({
    control: form.control,
    name: ['consentOnFile', 'consentDate'],
  });
  const consent = onFile && consentDate !== '';

  const submit = useSaveSubmit(
    form,
    async () => {
      const values = form.getValues();
      await change.mutateAsync(
        current ? { kind: 'update', id: current.id, values } : { kind: 'create', values },
      );
      if (!current) form.reset(testimonialFormValues());
      onDone?.();
    },
    t('saveFailed'),
    (name) => (name in form.getValues() ? (name as FieldName) : null),
  );

  const error = (name: FieldName) => message(errors[name]?.message);
  return (
    <SaveForm t={t} editing={current?.name} onCancel={current ? onDone : undefined} {...submit}>
      <div className="grid gap-4 md:grid-cols-2">
        {TEXT_FIELDS.map((name) => (
          <FormField
            key={name}
            id={`${prefix}-${name}`}
            label={t(`fields.${name}`)}
            hint={name === 'imageUrl' ? t('hints.imageUrl') : undefined}
            error={error(name)}
          >
            {(control) => (
              <Input
                autoComplete="off"
                {...control}
                aria-required={name !== 'imageUrl'}
                {...form.register(name)}
              />
            )}
          </FormField>
        ))}
        <FormField id={`${prefix}-locale`} label={t('fields.locale')} error={error('locale')}>
          {(control) => (
            <Select {...control} {...form.register('locale')}>
              <option value="it">{t('locales.it')}</option>
              <option value="de">{t('locales.de')}</option>
            </Select>
          )}
        </FormField>
        <div className="grid grid-cols-2 gap-4">
          <FormField id={`${prefix}-rating`} label={t('fields.rating')} error={error('rating')}>
            {(control) => (
              <Select {...control} {...form.register('rating')}>
                {['5', '4', '3', '2', '1'].map((value) => (
                  <option key={value} value={value}>
                    {t('stars', { count: Number(value) })}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField
            id={`${prefix}-completedCourses`}
            label={t('fields.completedCourses')}
            error={error('completedCourses')}
          >
            {(control) => (
              <Input inputMode="numeric" {...control} {...form.register('completedCourses')} />
            )}
          </FormField>
        </div>
      </div>
      <FormField id={`${prefix}-text`} label={t('fields.text')} error={error('text')}>
        {(control) => <Textarea rows={4} {...control} {...form.register('text')} />}
      </FormField>
      <fieldset className="grid gap-3 rounded-lg border border-border p-4">
        <legend className="px-1 text-sm font-semibold">{t('consentTitle')}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            {...form.register('consentOnFile')}
          />
          {t('fields.consentOnFile')}
        </label>
        <FormField
          id={`${prefix}-consentDate`}
          label={t('fields.consentDate')}
          error={error('consentDate')}
          className="md:max-w-xs"
        >
          {(control) => (
            <Input
              type="date"
              {...control}
              aria-required={false}
              {...form.register('consentDate')}
            />
          )}
        </FormField>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            aria-describedby={`${prefix}-publish-hint`}
            {...form.register('published')}
          />
          {t('fields.published')}
        </label>
        <p id={`${prefix}-publish-hint`} className="text-xs text-muted-foreground">
          {consent ? t('hints.published') : t('hints.needsConsent')}
        </p>
      </fieldset>
    </SaveForm>
  );
}
