'use client';
/**
 * "Your data" in the student area (GDPR Art. 15, 17, 20): the verified lead
 * downloads everything we hold (GET /api/account/export) or erases the account
 * (DELETE /api/account) after a second, explicit step in which they type their password again
 * (a session left open elsewhere is not enough to delete the account; a lead registered
 * without a password leaves it empty and needs a fresh SMS login). After erasure the page says
 * so and the stored lead id is forgotten.
 */
import { useState } from 'react';
import Link from 'next/link';
import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Download, Trash2 } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { PlainButton } from '@/components/ui/plain-button';
import { ConfirmPanel } from '@/components/ui/confirm-panel';
import { TextInput } from '@/components/forms/field-controls';
import { apiRequest, errorMessage } from '@/lib/browser/api-client';
import { forgetLeadId } from '@/lib/browser/lead-storage';
import { HOME_PATHS } from '@/lib/site/routes';
import type { AccountErasureInput } from '@/lib/validation/account';

/** The export link and the erase action, with their confirmation and outcome. */
export function AccountData() {
  const t = useTranslations('student.account');
  const locale = useLocale();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const erase = useMutation({
    mutationFn: (body: AccountErasureInput) =>
      apiRequest('DELETE', '/api/account', body, { locale }),
  });
  const cancel = () => {
    setConfirming(false);
    setPassword('');
    erase.reset();
  };
  if (erase.isSuccess) {
    return (
      <section role="status" className="grid gap-2 rounded-xl border border-border p-5">
        <h2 className="font-semibold">{t('erasedTitle')}</h2>
        <p className="text-sm text-muted-foreground">{t('erasedText')}</p>
        <Link
          href={HOME_PATHS[locale === 'de' ? 'de' : 'it']}
          onClick={forgetLeadId}
          className="font-semibold text-primary underline"
        >
          {t('backHome')}
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
        {t('title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('text')}</p>
      <div className="flex flex-wrap gap-2">
        <a
          href="/api/account/export"
          download
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <Download aria-hidden="true" />
          {t('export')}
        </a>
        {confirming ? null : (
          <PlainButton variant="outline" size="sm" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            {t('erase')}
          </PlainButton>
        )}
      </div>
      {confirming ? (
        <ConfirmPanel
          id="account-erase-text"
          text={t('confirmText')}
          confirmLabel={t('confirm')}
          pendingLabel={t('erasing')}
          cancelLabel={t('cancel')}
          pending={erase.isPending}
          onConfirm={() => erase.mutate(password ? { password } : {})}
          onCancel={cancel}
          body={
            <div className="grid gap-1.5">
              <label htmlFor="account-erase-password" className="font-medium">
                {t('password')}
              </label>
              <TextInput
                id="account-erase-password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-describedby="account-erase-password-hint"
                aria-invalid={erase.isError}
                maxLength={256}
              />
              <p id="account-erase-password-hint" className="text-xs text-muted-foreground">
                {t('passwordHint')}
              </p>
            </div>
          }
        >
          {erase.isError ? (
            <p role="alert" className="text-destructive">
              {errorMessage(erase.error, t('failed'))}
            </p>
          ) : null}
        </ConfirmPanel>
      ) : null}
    </section>
  );
}
