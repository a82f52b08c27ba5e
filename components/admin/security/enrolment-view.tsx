'use client';
/**
 * The enrolment link's page (/admin-enrol#<token>): the token is read from the URL fragment
 * (never sent to the server with the page, nor in a Referer) and at once removed from the
 * address bar and the history entry. Then the invitee sees their username, scans the QR code,
 * chooses a password (the admin policy: 12+ characters) and confirms with a first code; the
 * answer signs them in and lists the recovery codes this once.
 */
import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ActionForm, bindText, FormAlert } from '@/components/admin/common/form-parts';
import { Button } from '@/components/ui/button';
import { CodeField } from '@/components/admin/common/code-field';
import { PasswordField } from '@/components/admin/common/password-field';
import { TextField } from '@/components/admin/common/text-field';
import { ApiError, apiRequest } from '@/lib/browser/api-client';
import type {
  EnrolmentCompleteResponse,
  EnrolmentStartResponse,
} from '@/lib/contracts/admin/enrolment';
import { MfaScan, qrDataUrl, RecoveryCodes } from './mfa-parts';

type Step =
  | { kind: 'loading' }
  | { kind: 'invalid'; message: string }
  | { kind: 'form'; token: string; username: string; secret: string; qr: string }
  | { kind: 'codes'; recoveryCodes: string[] };

/** The token in `hash` (`#<token>`), or null. */
function tokenOf(hash: string): string | null {
  const token = hash.replace(/^#/, '');
  return /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

/** The chosen password and its repetition: both new, both needed. */
const chosen = { fresh: true, required: true } as const;

const messageOf = (failure: unknown, fallback: string) =>
  failure instanceof ApiError && failure.fromServer
    ? (failure.fields.password ?? failure.fields.code ?? failure.message)
    : fallback;

export function EnrolmentView() {
  const t = useTranslations('admin.security.enrol');
  const router = useRouter();
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const token = tokenOf(window.location.hash);
    // The link is a credential: out of the address bar, the history and any later Referer.
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    let live = true;
    const started = token
      ? apiRequest<EnrolmentStartResponse>(
          'POST',
          '/api/admin-enrol/start',
          { token },
          { locale: 'it' },
        )
      : Promise.reject(new Error('no token'));
    started
      .then(async (answer) => {
        const qr = await qrDataUrl(answer.otpauthUrl);
        if (live && token)
          setStep({ kind: 'form', token, username: answer.username, secret: answer.secret, qr });
      })
      .catch((failure: unknown) => {
        if (live)
          setStep({
            kind: 'invalid',
            message: token ? messageOf(failure, t('failed')) : t('missing'),
          });
      });
    return () => {
      live = false;
    };
  }, [t]);

  const complete = async (token: string) => {
    setError(null);
    if (password !== again) {
      setError(t('mismatch'));
      return;
    }
    setPending(true);
    try {
      const done = await apiRequest<EnrolmentCompleteResponse>(
        'POST',
        '/api/admin-enrol/complete',
        { token, password, code: code.trim() },
        { locale: 'it' },
      );
      setPassword('');
      setAgain('');
      setCode('');
      setStep({ kind: 'codes', recoveryCodes: done.recoveryCodes });
    } catch (failure) {
      setError(messageOf(failure, t('failed')));
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="enrol-title" className="grid w-full max-w-md gap-4">
      <h1 id="enrol-title" className="text-xl font-semibold">
        {t('title')}
      </h1>
      {step.kind === 'loading' ? (
        <p role="status">{t('loading')}</p>
      ) : step.kind === 'invalid' ? (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {step.message}
        </p>
      ) : step.kind === 'codes' ? (
        <div className="grid gap-3">
          <RecoveryCodes codes={step.recoveryCodes} />
          <Button onClick={() => router.replace('/admin')}>{t('continue')}</Button>
        </div>
      ) : (
        <ActionForm onSubmit={() => complete(step.token)}>
          <p>{t('intro', { username: step.username })}</p>
          <TextField
            id="enrol-username"
            label={t('username')}
            autoComplete="username"
            value={step.username}
            onChange={() => {}}
            readOnly
          />
          <PasswordField
            id="enrol-password"
            label={t('password')}
            {...chosen}
            {...bindText(password, setPassword)}
          />
          <PasswordField
            id="enrol-password-again"
            label={t('passwordAgain')}
            {...chosen}
            {...bindText(again, setAgain)}
          />
          <MfaScan qr={step.qr} secret={step.secret} />
          <CodeField id="enrol-code" label={t('code')} {...bindText(code, setCode)} required />
          <Button type="submit" disabled={pending}>
            {t('submit')}
          </Button>
        </ActionForm>
      )}
      <FormAlert message={error} />
    </section>
  );
}
