'use client';
/**
 * The owner's form for a new account: username, role, an email for its security notices and,
 * optionally, a password (the admin policy); otherwise the invitee chooses it. The answer's
 * one-time enrolment link is shown once, below the form.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { bindText } from '@/components/admin/common/form-parts';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/admin/common/password-field';
import { TextField } from '@/components/admin/common/text-field';
import type { AccountCreateResponse, EnrolmentLinkView } from '@/lib/contracts/admin/accounts';
import type { AdminRole } from '@/lib/contracts/admin/session';
import { EnrolmentLinkNotice } from './enrolment-link';
import { useChangeAccount } from './use-accounts';

export function AccountCreateForm() {
  const t = useTranslations('admin.accounts');
  const change = useChangeAccount();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<AdminRole>('caller');
  const [link, setLink] = useState<{ username: string; enrolment: EnrolmentLinkView } | null>(null);
  return (
    <div className="grid gap-3">
      <form
        aria-label={t('createTitle')}
        className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const input = {
            username,
            role,
            ...(email.trim() ? { email: email.trim() } : {}),
            ...(password ? { password } : {}),
          };
          change.mutate(
            { kind: 'create', input },
            {
              onSuccess: (answer) => {
                const { enrolment } = answer as AccountCreateResponse;
                if (enrolment) setLink({ username: username.trim().toLowerCase(), enrolment });
                setUsername('');
                setEmail('');
                setPassword('');
              },
            },
          );
        }}
      >
        <TextField
          id="account-username"
          label={t('username')}
          autoComplete="off"
          value={username}
          onChange={setUsername}
          required
        />
        <TextField
          id="account-email"
          label={t('email')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={setEmail}
        />
        <PasswordField
          id="account-password"
          label={t('password')}
          fresh
          {...bindText(password, setPassword)}
        />
        <label className="grid gap-1 text-sm">
          {t('role')}
          <select
            className="h-9 rounded-md border border-input bg-background px-2 text-sm"
            value={role}
            onChange={(e) => setRole(e.target.value === 'owner' ? 'owner' : 'caller')}
          >
            <option value="caller">{t('roles.caller')}</option>
            <option value="owner">{t('roles.owner')}</option>
          </select>
        </label>
        <Button type="submit" disabled={change.isPending}>
          {t('create')}
        </Button>
      </form>
      {link ? (
        <EnrolmentLinkNotice
          enrolment={link.enrolment}
          username={link.username}
          onClose={() => setLink(null)}
        />
      ) : null}
    </div>
  );
}
