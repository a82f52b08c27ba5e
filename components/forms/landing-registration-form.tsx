'use client';
/**
 * Landing-page registration form (SPEC.md §2.3a, §5): name, email, phone, password,
 * experience and consent, validated with the shared schema; messages word for word.
 */
import { Controller } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { LANDING_EXPERIENCE_OPTIONS } from '@/lib/validation/registration';
import { FormField } from './form-field';
import { PrivacyConsentField } from './privacy-consent-field';
import { RegistrationInfoBoxes } from './registration-info-boxes';
import { SubmitButton } from './submit-button';
import { useLandingRegistration } from './use-landing-registration';

/** The form card shown in the home hero. */
export function LandingRegistrationForm() {
  const t = useTranslations('registration');
  const tRoot = useTranslations();
  const { form, onSubmit, pending } = useLandingRegistration();
  const { register, control, formState } = form;
  const errors = formState.errors;
  const message = (text?: string) => (text ? (tRoot.has(text) ? tRoot(text) : text) : undefined);

  return (
    <Card className="text-card-foreground shadow-xl">
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('subtitle')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t('title')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="firstName"
              label={t('fields.firstName.label')}
              error={message(errors.firstName?.message)}
            >
              {(a11y) => (
                <Input
                  {...a11y}
                  autoComplete="given-name"
                  placeholder={t('fields.firstName.placeholder')}
                  {...register('firstName')}
                />
              )}
            </FormField>
            <FormField
              id="lastName"
              label={t('fields.lastName.label')}
              error={message(errors.lastName?.message)}
            >
              {(a11y) => (
                <Input
                  {...a11y}
                  autoComplete="family-name"
                  placeholder={t('fields.lastName.placeholder')}
                  {...register('lastName')}
                />
              )}
            </FormField>
          </div>
          <FormField
            id="email"
            label={t('fields.email.label')}
            error={message(errors.email?.message)}
          >
            {(a11y) => (
              <Input
                {...a11y}
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder={t('fields.email.placeholder')}
                {...register('email')}
              />
            )}
          </FormField>
          <FormField
            id="phone"
            label={t('fields.phone.label')}
            hint={t('fields.phone.hint')}
            error={message(errors.phone?.message)}
          >
            {(a11y) => (
              <Input
                {...a11y}
                type="tel"
                autoComplete="tel"
                placeholder={t('fields.phone.placeholder')}
                {...register('phone')}
              />
            )}
          </FormField>
          <FormField
            id="password"
            label={t('fields.password.label')}
            error={message(errors.password?.message)}
          >
            {(a11y) => (
              <Input
                {...a11y}
                type="password"
                autoComplete="new-password"
                placeholder={t('fields.password.placeholder')}
                {...register('password')}
              />
            )}
          </FormField>
          <FormField
            id="experience"
            label={t('fields.experience.label')}
            error={message(errors.experience?.message)}
          >
            {(a11y) => (
              <Select {...a11y} defaultValue="" {...register('experience')}>
                <option value="" disabled>
                  {t('fields.experience.placeholder')}
                </option>
                {LANDING_EXPERIENCE_OPTIONS.map((option) => (
                  <option key={option} value={option}>
                    {t(`fields.experience.options.${option}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <Controller
            control={control}
            name="privacyAccepted"
            render={({ field, fieldState }) => (
              <PrivacyConsentField
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked ? true : undefined)}
                onBlur={field.onBlur}
                error={message(fieldState.error?.message)}
              />
            )}
          />
          <SubmitButton
            pending={pending}
            pendingLabel={t('submitting')}
            variant="accent"
            size="lg"
            className="w-full text-base tracking-wide"
          >
            {t('submit')}
          </SubmitButton>
          <RegistrationInfoBoxes />
        </form>
      </CardContent>
    </Card>
  );
}
