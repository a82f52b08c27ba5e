'use client';
/**
 * The admin's own second factor (/admin/security): start the setup with the password (asked
 * again, docs/admin-security.md; a QR code of the otpauth:// URL and the secret to type in),
 * confirm with the first code (the password goes with it again), then read the ten recovery codes
 * once; or turn it off with the password and a code. The QR library loads only on this page.
 * A setup while another session of the account is enrolling is refused (409): the message says
 * so.
 */
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ActionForm, bindText, FormAlert } from '@/components/admin/common/form-parts';
import { Button } from '@/components/ui/button';
import { CodeField } from '@/components/admin/common/code-field';
import { PasswordField } from '@/components/admin/common/password-field';
import { ApiError, apiRequest } from '@/lib/browser/api-client';
import { MfaScan, qrDataUrl, RecoveryCodes } from './mfa-parts';
import type {
  MfaDisableResponse,
  MfaEnableResponse,
  MfaSetupResponse,
} from '@/lib/contracts/admin/mfa';

type Step =
  | { kind: 'idle' }
  | { kind: 'scan'; secret: string; qr: string }
  | { kind: 'codes'; recoveryCodes: string[] };

/** `enabled`: whether the second factor is on; `required`: ADMIN_REQUIRE_MFA and not enrolled. */
export function MfaSettings({ enabled, required }: { enabled: boolean; required: boolean }) {
  const t = useTranslations('admin.security');
  const router = useRouter();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setError(null);
    setPending(true);
    try {
      await work();
    } catch (failure) {
      setError(failure instanceof ApiError && failure.fromServer ? failure.message : t('failed'));
    } finally {
      setPending(false);
    }
  };

  const start = () =>
    run(async () => {
      const setup = await apiRequest<MfaSetupResponse>(
        'POST',
        '/api/admin/mfa/setup',
        { password },
        { locale: 'it' },
      );
      setStep({ kind: 'scan', secret: setup.secret, qr: await qrDataUrl(setup.otpauthUrl) });
    });

  const confirm = () =>
    run(async () => {
      const done = await apiRequest<MfaEnableResponse>(
        'POST',
        '/api/admin/mfa/enable',
        { password, code },
        { locale: 'it' },
      );
      setCode('');
      setPassword('');
      setStep({ kind: 'codes', recoveryCodes: done.recoveryCodes });
    });

  const turnOff = () =>
    run(async () => {
      await apiRequest<MfaDisableResponse>(
        'POST',
        '/api/admin/mfa/disable',
        { password, code },
        { locale: 'it' },
      );
      setCode('');
      setPassword('');
      router.refresh();
    });

  // Asked by the start and by turning off; the confirmation sends the start's password again.
  const passwordField = (
    <PasswordField id="mfa-password" label={t('password')} {...bindText(password, setPassword)} />
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
        <ActionForm onSubmit={turnOff}>
          <p>{t('enabled')}</p>
          {passwordField}
          <CodeField id="mfa-code" label={t('code')} recovery {...bindText(code, setCode)} />
          <Button type="submit" variant="outline" disabled={pending}>
            {t('disable')}
          </Button>
        </ActionForm>
      ) : step.kind === 'scan' ? (
        <ActionForm onSubmit={confirm}>
          <MfaScan qr={step.qr} secret={step.secret} />
          <CodeField id="mfa-code" label={t('code')} {...bindText(code, setCode)} />
          <Button type="submit" disabled={pending}>
            {t('confirm')}
          </Button>
        </ActionForm>
      ) : (
        <ActionForm onSubmit={start}>
          <p>{t('intro')}</p>
          {passwordField}
          <Button type="submit" disabled={pending}>
            {t('start')}
          </Button>
        </ActionForm>
      )}
      <FormAlert message={error} />
    </section>
  );
}
