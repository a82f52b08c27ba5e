'use client';
/**
 * The admin's own second factor (/admin/security): start the setup with the password (asked
 * again, docs/admin-security.md; a QR code of the otpauth:// URL and the secret to type in),
 * confirm with the first code (the password goes with it again), then read the ten recovery codes
 * once; or turn it off with the password and a code. The QR library loads only on this page.
 * A setup while another session of the account is enrolling is refused (409): the message says
 * so. Each step's form is react-hook-form, checked with its route's own schema (lib/contracts/
 * admin/mfa.ts, loaded on the first submit), whose messages show beside the fields; the
 * server's refusal shows under the form.
 */
import { useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type FieldValues, type UseFormReturn } from 'react-hook-form';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/admin/common/form-parts';
import { useMessageText } from '@/components/forms/use-message-text';
import { Button } from '@/components/ui/button';
import { CodeField } from '@/components/admin/common/code-field';
import { PasswordField } from '@/components/admin/common/password-field';
import { ApiError, apiRequest } from '@/lib/browser/api-client';
import { lazyResolver } from '@/lib/lazy-resolver';
import { MfaScan, qrDataUrl, RecoveryCodes } from './mfa-parts';
import type {
  MfaDisableResponse,
  MfaEnableResponse,
  MfaSetupResponse,
} from '@/lib/contracts/admin/mfa';

type Step =
  | { kind: 'idle' }
  | { kind: 'scan'; secret: string; qr: string; password: string }
  | { kind: 'codes'; recoveryCodes: string[] };

/** The fields of the three forms (setup: the password; enable: the code; disable: both). */
interface Fields {
  password: string;
  code: string;
}

const mfa = () => import('@/lib/contracts/admin/mfa');
const EMPTY: Fields = { password: '', code: '' };

/** A form without the browser's own checks: the schema's messages show beside the fields. */
function StepForm({ onSubmit, children }: { onSubmit: () => unknown; children: ReactNode }) {
  return (
    <form noValidate className="grid gap-3" onSubmit={onSubmit}>
      {children}
    </form>
  );
}

/** `enabled`: whether the second factor is on; `required`: ADMIN_REQUIRE_MFA and not enrolled. */
export function MfaSettings({ enabled, required }: { enabled: boolean; required: boolean }) {
  const t = useTranslations('admin.security');
  const router = useRouter();
  const message = useMessageText();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const setupForm = useForm<Fields, unknown, { password: string }>({
    resolver: lazyResolver(
      () => mfa().then((m) => m.mfaSetupSchema),
      ({ password }: Fields) => ({ password }),
    ),
    defaultValues: EMPTY,
  });
  const enableForm = useForm<Fields>({
    resolver: lazyResolver(() => mfa().then((m) => m.mfaEnableSchema)),
    defaultValues: EMPTY,
  });
  const disableForm = useForm<Fields>({
    resolver: lazyResolver(() => mfa().then((m) => m.mfaDisableSchema)),
    defaultValues: EMPTY,
  });
  const pending = [setupForm, enableForm, disableForm].some((f) => f.formState.isSubmitting);

  /** The submit of `form`: `work` with its checked values; the server's refusal under the form. */
  const run = <Out extends FieldValues>(
    form: UseFormReturn<Fields, unknown, Out>,
    work: (values: Out) => Promise<void>,
  ) =>
    form.handleSubmit(async (values) => {
      setError(null);
      try {
        await work(values);
      } catch (failure) {
        setError(failure instanceof ApiError && failure.fromServer ? failure.message : t('failed'));
      }
    });

  const start = run(setupForm, async ({ password }) => {
    const setup = await apiRequest<MfaSetupResponse>(
      'POST',
      '/api/admin/mfa/setup',
      { password },
      { locale: 'it' },
    );
    const qr = await qrDataUrl(setup.otpauthUrl);
    // The confirmation sends the start's password again.
    enableForm.reset({ password, code: '' });
    setStep({ kind: 'scan', secret: setup.secret, qr, password });
  });

  const confirm = run(enableForm, async (values) => {
    const done = await apiRequest<MfaEnableResponse>('POST', '/api/admin/mfa/enable', values, {
      locale: 'it',
    });
    setupForm.reset(EMPTY);
    enableForm.reset(EMPTY);
    setStep({ kind: 'codes', recoveryCodes: done.recoveryCodes });
  });

  const turnOff = run(disableForm, async (values) => {
    await apiRequest<MfaDisableResponse>('POST', '/api/admin/mfa/disable', values, {
      locale: 'it',
    });
    disableForm.reset(EMPTY);
    router.refresh();
  });

  const fieldError = (errors: FieldErrors<Fields>, name: keyof Fields) =>
    message(errors[name]?.message);
  // Asked by the start and by turning off.
  const passwordField = <Out extends FieldValues>(form: UseFormReturn<Fields, unknown, Out>) => (
    <PasswordField
      id="mfa-password"
      label={t('password')}
      error={fieldError(form.formState.errors, 'password')}
      {...form.register('password')}
    />
  );

  return (
    <section aria-labelledby="mfa-title" className="grid max-w-md gap-4">
      {/* Until a compulsory enrolment is done, the back-office would only send the admin here. */}
      {required ? null : (
        <Link
          href="/admin"
          className="justify-self-start text-sm text-primary underline-offset-4 hover:underline"
        >
          ← {t('back')}
        </Link>
      )}
      <h1 id="mfa-title" className="text-xl font-semibold">
        {t('title')}
      </h1>
      {required ? (
        <p role="status" className="rounded-md bg-amber-100 p-3 text-sm text-amber-900">
          {t('required')}
        </p>
      ) : null}
      {step.kind === 'codes' ? (
        <div className="grid gap-3">
          <RecoveryCodes codes={step.recoveryCodes} />
          <Button onClick={() => router.replace('/admin')}>{t('done')}</Button>
        </div>
      ) : enabled ? (
        <StepForm onSubmit={turnOff}>
          <p>{t('enabled')}</p>
          {passwordField(disableForm)}
          <CodeField
            id="mfa-code"
            label={t('code')}
            recovery
            error={fieldError(disableForm.formState.errors, 'code')}
            {...disableForm.register('code')}
          />
          <Button type="submit" variant="outline" disabled={pending}>
            {t('disable')}
          </Button>
        </StepForm>
      ) : step.kind === 'scan' ? (
        <StepForm onSubmit={confirm}>
          <MfaScan qr={step.qr} secret={step.secret} />
          <CodeField
            id="mfa-code"
            label={t('code')}
            error={fieldError(enableForm.formState.errors, 'code')}
            {...enableForm.register('code')}
          />
          <Button type="submit" disabled={pending}>
            {t('confirm')}
          </Button>
        </StepForm>
      ) : (
        <StepForm onSubmit={start}>
          <p>{t('intro')}</p>
          {passwordField(setupForm)}
          <Button type="submit" disabled={pending}>
            {t('start')}
          </Button>
        </StepForm>
      )}
      <FormAlert message={error} />
    </section>
  );
}
