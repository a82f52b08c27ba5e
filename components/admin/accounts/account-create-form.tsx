'use client';
/**
 * The owner's form for a new account: username, role, an email for its security notices and,
 * optionally, a password (the admin policy); otherwise the invitee chooses it. react-hook-form,
 * checked with the route's own accountCreateSchema (loaded on the first submit), whose messages
 * show beside each field; the server's refusal is the mutation's toast. The answer's one-time
 * enrolment link is shown once, below the form.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type * as z from 'zod/mini';
import { useMessageText } from '@/components/forms/use-message-text';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/admin/common/password-field';
import { RegisteredField } from '@/components/admin/common/text-field';
import type {
  AccountCreateInput,
  AccountCreateResponse,
  accountCreateSchema,
  EnrolmentLinkView,
} from '@/lib/contracts/admin/accounts';
import type { AdminRole } from '@/lib/contracts/admin/session';
import { lazyResolver } from '@/lib/lazy-resolver';
import { EnrolmentLinkNotice } from './enrolment-link';
import { useChangeAccount } from './use-accounts';

interface Fields {
  username: string;
  email: string;
  password: string;
  role: AdminRole;
}

/** The body: an email or a password left empty is not given (the invitee chooses it). */
function accountBody({ username, email, password, role }: Fields): AccountCreateInput {
  return {
    username,
    role,
    ...(email.trim() ? { email } : {}),
    ...(password ? { password } : {}),
  };
}

export function AccountCreateForm() {
  const t = useTranslations('admin.accounts');
  const message = useMessageText();
  const change = useChangeAccount();
  const form = useForm<Fields, unknown, z.output<typeof accountCreateSchema>>({
    resolver: lazyResolver(
      () => import('@/lib/contracts/admin/accounts').then((m) => m.accountCreateSchema),
      accountBody,
    ),
    defaultValues: { username: '', email: '', password: '', role: 'caller' },
  });
  const { errors } = form.formState;
  const [link, setLink] = useState<{ username: string; enrolment: EnrolmentLinkView } | null>(null);
  return (
    <div className="grid gap-3">
      <form
        aria-label={t('createTitle')}
        noValidate
        className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto_auto] sm:items-end"
        onSubmit={form.handleSubmit((input) => {
          change.mutate(
            { kind: 'create', input },
            {
              onSuccess: (answer) => {
                const { enrolment } = answer as AccountCreateResponse;
                if (enrolment) setLink({ username: input.username.toLowerCase(), enrolment });
                form.reset({ username: '', email: '', password: '', role: input.role });
              },
            },
          );
        })}
      >
        <RegisteredField
          id="account-username"
          label={t('username')}
          autoComplete="off"
          required
          error={message(errors.username?.message)}
          registration={form.register('username')}
        />
        <RegisteredField
          id="account-email"
          label={t('email')}
          type="email"
          autoComplete="off"
          error={message(errors.email?.message)}
          registration={form.register('email')}
        />
        <PasswordField
          id="account-password"
          label={t('password')}
          fresh
          error={message(errors.password?.message)}
          {...form.register('password')}
        />
        <label className="grid gap-1 text-sm">
          {t('role')}
          <select
            className="h-9 rounded-md border border-input bg-background px-2 text-sm"
            {...form.register('role')}
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
