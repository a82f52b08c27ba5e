'use client';
/**
 * The enrolment link's page (/admin-enrol#<token>): the token is read from the URL fragment
 * (never sent to the server with the page, nor in a Referer) and at once removed from the
 * address bar and the history entry. Then the invitee sees their username, scans the QR code,
 * chooses a password (the admin policy: 12+ characters) and confirms with a first code; the
 * answer signs them in and lists the recovery codes this once. The form is react-hook-form,
 * checked with the route's own enrolmentCompleteSchema (loaded on the first submit), whose
 * messages show beside the fields; two different passwords and the server's refusal show
 * under the form.
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type * as z from 'zod/mini';
import { FormAlert } from '@/components/admin/common/form-parts';
import { useMessageText } from '@/components/forms/use-message-text';
import { Button } from '@/components/ui/button';
import { CodeField } from '@/components/admin/common/code-field';
import { PasswordField } from '@/components/admin/common/password-field';
import { TextField } from '@/components/admin/common/text-field';
import { ApiError, apiRequest } from '@/lib/browser/api-client';
import type {
  EnrolmentCompleteResponse,
  enrolmentCompleteSchema,
  EnrolmentStartResponse,
} from '@/lib/contracts/admin/enrolment';
import { lazyResolver } from '@/lib/lazy-resolver';
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
        <EnrolmentForm
          {...step}
          onDone={(recoveryCodes) => setStep({ kind: 'codes', recoveryCodes })}
        />
      )}
    </section>
  );
}

type Fields = z.input<typeof enrolmentCompleteSchema> & { again: string };

/**
 * The username, the chosen password twice, the QR code and the first code; `onDone` with the
 * recovery codes.
 */
function EnrolmentForm({
  token,
  username,
  secret,
  qr,
  onDone,
}: {
  token: string;
  username: string;
  secret: string;
  qr: string;
  onDone: (recoveryCodes: string[]) => void;
}) {
  const t = useTranslations('admin.security.enrol');
  const message = useMessageText();
  const form = useForm<Fields, unknown, z.output<typeof enrolmentCompleteSchema>>({
    resolver: lazyResolver(
      () => import('@/lib/contracts/admin/enrolment').then((m) => m.enrolmentCompleteSchema),
      // The repetition is this form's own check, not the request's.
      (v: Fields) => ({ token: v.token, password: v.password, code: v.code }),
    ),
    defaultValues: { token, password: '', again: '', code: '' },
  });
  const { errors, isSubmitting: pending } = form.formState;
  const [error, setError] = useState<string | null>(null);

  const complete = form.handleSubmit(async (body) => {
    setError(null);
    if (body.password !== form.getValues('again')) {
      setError(t('mismatch'));
      return;
    }
    try {
      const done = await apiRequest<EnrolmentCompleteResponse>(
        'POST',
        '/api/admin-enrol/complete',
        body,
        { locale: 'it' },
      );
      form.reset({ token, password: '', again: '', code: '' });
      onDone(done.recoveryCodes);
    } catch (failure) {
      setError(messageOf(failure, t('failed')));
    }
  });

  return (
    <>
      <form noValidate className="grid gap-3" onSubmit={complete}>
        <p>{t('intro', { username })}</p>
        <TextField
          id="enrol-username"
          label={t('username')}
          autoComplete="username"
          value={username}
          onChange={() => {}}
          readOnly
        />
        <PasswordField
          id="enrol-password"
          label={t('password')}
          {...chosen}
          error={message(errors.password?.message)}
          {...form.register('password')}
        />
        <PasswordField
          id="enrol-password-again"
          label={t('passwordAgain')}
          {...chosen}
          {...form.register('again')}
        />
        <MfaScan qr={qr} secret={secret} />
        <CodeField
          id="enrol-code"
          label={t('code')}
          required
          error={message(errors.code?.message)}
          {...form.register('code')}
        />
        <Button type="submit" disabled={pending}>
          {t('submit')}
        </Button>
      </form>
      <FormAlert message={error} />
    </>
  );
}
