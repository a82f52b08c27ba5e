'use client';
/**
 * Fields of the consultation request (docs/product.md §3, §5): preferred date and time,
 * experience, goals (min 10 characters), optional questions; messages word for word.
 */
import type { UseFormReturn } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type * as z from 'zod/mini';
import { FieldError, FormField } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useMessageText } from '@/components/forms/use-message-text';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import {
  CONSULTATION_EXPERIENCE,
  PREFERRED_DATES,
  PREFERRED_TIMES,
  type ConsultationInput,
  type consultationSchema,
} from '@/lib/validation/consultation';

const TEXTAREA =
  'flex min-h-24 w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none aria-invalid:border-destructive sm:text-sm';

interface ConsultationFormProps {
  form: UseFormReturn<ConsultationInput, unknown, z.output<typeof consultationSchema>>;
  onSubmit: () => void;
  pending: boolean;
}

/** The request form; `form` and `onSubmit` come from useConsultation. */
export function ConsultationForm({ form, onSubmit, pending }: ConsultationFormProps) {
  const t = useTranslations('consultation');
  const { errors } = form.formState;
  const message = useMessageText();
  const choose = <option value="">{t('fields.choose')}</option>;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t('title')}>
      <FormField
        id="consultation-date"
        label={t('fields.preferredDate')}
        error={message(errors.preferredDate?.message)}
      >
        {(control) => (
          <Select {...control} {...form.register('preferredDate')}>
            {choose}
            {PREFERRED_DATES.map((value) => (
              <option key={value} value={value}>
                {t(`dates.${value}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        id="consultation-time"
        label={t('fields.preferredTime')}
        error={message(errors.preferredTime?.message)}
      >
        {(control) => (
          <Select {...control} {...form.register('preferredTime')}>
            {choose}
            {PREFERRED_TIMES.map((value) => (
              <option key={value} value={value}>
                {t(`times.${value}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        id="consultation-experience"
        label={t('fields.experience')}
        error={message(errors.experience?.message)}
      >
        {(control) => (
          <Select {...control} {...form.register('experience')}>
            {choose}
            {CONSULTATION_EXPERIENCE.map((value) => (
              <option key={value} value={value}>
                {t(`experience.${value}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        id="consultation-goals"
        label={t('fields.goals')}
        hint={t('fields.goalsHint')}
        error={message(errors.goals?.message)}
      >
        {(control) => <textarea className={TEXTAREA} {...control} {...form.register('goals')} />}
      </FormField>
      <div className="grid gap-1.5">
        <Label htmlFor="consultation-questions">{t('fields.questions')}</Label>
        <textarea
          id="consultation-questions"
          className={TEXTAREA}
          aria-invalid={Boolean(errors.questions)}
          aria-describedby={errors.questions ? 'consultation-questions-error' : undefined}
          {...form.register('questions')}
        />
        <FieldError
          id="consultation-questions-error"
          message={message(errors.questions?.message)}
        />
      </div>
      <p className="text-xs text-muted-foreground">{t('note')}</p>
      <SubmitButton pending={pending} pendingLabel={t('submitting')} size="lg">
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
