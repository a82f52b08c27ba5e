'use client';
/** The owner's form for a new account: username, password (the admin policy) and role. */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/admin/common/text-field';
import type { AdminRole } from '@/lib/contracts/admin/session';
import { useChangeAccount } from './use-accounts';

export function AccountCreateForm() {
  const t = useTranslations('admin.accounts');
  const change = useChangeAccount();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<AdminRole>('caller');
  return (
    <form
      aria-label={t('createTitle')}
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate(
          { kind: 'create', input: { username, password, role } },
          {
            onSuccess: () => {
              setUsername('');
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
        id="account-password"
        label={t('password')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        required
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
  );
}
