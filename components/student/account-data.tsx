'use client';
/**
 * "Your data" in the student area (GDPR Art. 15, 17, 20): the verified lead
 * downloads everything we hold (GET /api/account/export) or erases the account
 * (DELETE /api/account) after a second, explicit step in which they type their password again
 * (a session left open elsewhere is not enough to delete the account; a lead registered
 * without a password leaves it empty and needs a fresh SMS login). After erasure the page says
 * so and the stored lead id is forgotten.
 */
import { useState, useTransition } from 'react';
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button-variants';
import { PlainButton } from '@/components/ui/plain-button';
import { ConfirmPanel } from '@/components/ui/confirm-panel';
import { icon } from '@/components/ui/svg-icon';
import { TextInput } from '@/components/forms/field-controls';
import { apiRequest, errorMessage } from '@/lib/browser/api-client';
import { forgetLeadId } from '@/lib/browser/lead-storage';
import type { Locale } from '@/lib/i18n/locales';
import type { AccountErasureInput } from '@/lib/validation/account';
import type { StudentCopy } from './student-copy';

// lucide's download and trash-2 (ISC licence), without lucide-react's runtime.
const Download = icon('download', [
  ['path', { d: 'M12 15V3' }],
  ['path', { d: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4' }],
  ['path', { d: 'm7 10 5 5 5-5' }],
]);
const Trash2 = icon('trash-2', [
  ['path', { d: 'M10 11v6' }],
  ['path', { d: 'M14 11v6' }],
  ['path', { d: 'M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6' }],
  ['path', { d: 'M3 6h18' }],
  ['path', { d: 'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2' }],
]);

/** Where the erasure stands: not asked, done, or refused with the error to show. */
type Erasure = { status: 'idle' } | { status: 'erased' } | { status: 'failed'; error: unknown };

/** The export link and the erase action, with their confirmation and outcome. */
export function AccountData({
  copy: t,
  language,
  home,
}: {
  copy: StudentCopy['account'];
  language: Locale;
  /** The home page of the page's language, offered once the account is erased. */
  home: string;
}) {
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [erasure, setErasure] = useState<Erasure>({ status: 'idle' });
  const [pending, startTransition] = useTransition();
  const erase = (body: AccountErasureInput) =>
    startTransition(async () => {
      setErasure({ status: 'idle' });
      try {
        await apiRequest('DELETE', '/api/account', body, { locale: language });
        setErasure({ status: 'erased' });
      } catch (error) {
        setErasure({ status: 'failed', error });
      }
    });
  const cancel = () => {
    setConfirming(false);
    setPassword('');
    setErasure({ status: 'idle' });
  };
  if (erasure.status === 'erased') {
    return (
      <section role="status" className="grid gap-2 rounded-xl border border-border p-5">
        <h2 className="font-semibold">{t.erasedTitle}</h2>
        <p className="text-sm text-muted-foreground">{t.erasedText}</p>
        <Link href={home} onClick={forgetLeadId} className="font-semibold text-primary underline">
          {t.backHome}
        </Link>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="account-data-title"
      className="grid gap-3 rounded-xl border border-border p-5"
    >
      <h2 id="account-data-title" className="font-semibold">
        {t.title}
      </h2>
      <p className="text-sm text-muted-foreground">{t.text}</p>
      <div className="flex flex-wrap gap-2">
        <a
          href="/api/account/export"
          download
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <Download aria-hidden="true" />
          {t.export}
        </a>
        {confirming ? null : (
          <PlainButton variant="outline" size="sm" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            {t.erase}
          </PlainButton>
        )}
      </div>
      {confirming ? (
        <ConfirmPanel
          id="account-erase-text"
          text={t.confirmText}
          confirmLabel={t.confirm}
          pendingLabel={t.erasing}
          cancelLabel={t.cancel}
          pending={pending}
          onConfirm={() => erase(password ? { password } : {})}
          onCancel={cancel}
          body={
            <div className="grid gap-1.5">
              <label htmlFor="account-erase-password" className="font-medium">
                {t.password}
              </label>
              <TextInput
                id="account-erase-password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-describedby="account-erase-password-hint"
                aria-invalid={erasure.status === 'failed'}
                maxLength={256}
              />
              <p id="account-erase-password-hint" className="text-xs text-muted-foreground">
                {t.passwordHint}
              </p>
            </div>
          }
        >
          {erasure.status === 'failed' ? (
            <p role="alert" className="text-destructive">
              {errorMessage(erasure.error, t.failed)}
            </p>
          ) : null}
        </ConfirmPanel>
      ) : null}
    </section>
  );
}
