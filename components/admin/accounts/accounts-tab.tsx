'use client';
/**
 * Accounts tab (owners only): every admin with email, role, state and second factor; change
 * the role, disable or re-enable, ask for a new password, reset a lost second factor, issue a
 * new enrolment link to an account without one, and create an account (with its enrolment
 * link). The signed-in owner's own password and factor are on the security page, not here.
 * The server refuses all of it to a caller, and asks an owner for a step-up (the dialog).
 */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ListLoading } from '@/components/admin/common/list-states';
import { SectionCard } from '@/components/admin/common/section-card';
import { ScrollRegion } from '@/components/ui/table';
import { AccountCreateForm } from './account-create-form';
import { NewEnrolmentLinkButton } from './enrolment-link';
import { useAccounts, useChangeAccount } from './use-accounts';

export function AccountsTab() {
  const t = useTranslations('admin.accounts');
  const { data, isError } = useAccounts();
  const change = useChangeAccount();
  return (
    <SectionCard title={t('title')} intro={t('intro')} className="grid gap-6">
      {data ? (
        // relative: the table's sr-only labels (absolutely placed) stay in the scrolling box
        // instead of widening the page on a phone
        <ScrollRegion label={t('title')} className="relative min-w-0">
          {/* Every cell padded: the state («Attivo») and the factor («Non attiva») stay apart. */}
          <table className="w-full text-sm [&_td]:px-2 [&_td]:py-2 [&_td]:align-top [&_th]:px-2 [&_th]:py-2">
            <caption className="sr-only">{t('title')}</caption>
            <thead className="text-left text-muted-foreground">
              <tr>
                <th scope="col">{t('username')}</th>
                <th scope="col">{t('role')}</th>
                <th scope="col">{t('state')}</th>
                <th scope="col">{t('mfa')}</th>
                <th scope="col">
                  <span className="sr-only">{t('actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.accounts.map((account) => (
                <tr key={account.id} className="border-t border-border">
                  <td>
                    <span className="font-medium">{account.username}</span>
                    {account.email ? (
                      <span className="block text-xs text-muted-foreground">{account.email}</span>
                    ) : null}
                  </td>
                  <td>
                    <select
                      aria-label={t('roleOf', { username: account.username })}
                      className="h-8 rounded-md border border-input bg-background px-2 text-sm"
                      value={account.role}
                      disabled={change.isPending}
                      onChange={(e) =>
                        change.mutate({
                          kind: 'role',
                          id: account.id,
                          role: e.target.value === 'owner' ? 'owner' : 'caller',
                        })
                      }
                    >
                      <option value="caller">{t('roles.caller')}</option>
                      <option value="owner">{t('roles.owner')}</option>
                    </select>
                  </td>
                  <td>
                    {account.disabled ? t('disabled') : t('active')}
                    {account.mustChangePassword ? (
                      <span className="block text-xs text-muted-foreground">
                        {t('mustChangePassword')}
                      </span>
                    ) : null}
                  </td>
                  <td>{account.mfaEnabled ? t('mfaOn') : t('mfaOff')}</td>
                  <td>
                    <div className="flex flex-wrap justify-end gap-2">
                      {account.id === data.selfId ? (
                        <p className="text-xs text-muted-foreground">
                          {t('ownRow')}{' '}
                          <Link
                            href="/admin/security"
                            className="text-primary underline underline-offset-4"
                          >
                            {t('securityLink')}
                          </Link>
                        </p>
                      ) : (
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={change.isPending}
                          onClick={() =>
                            change.mutate({
                              kind: 'disable',
                              id: account.id,
                              disabled: !account.disabled,
                            })
                          }
                        >
                          {account.disabled
                            ? t('enableAccount', { username: account.username })
                            : t('disableAccount', { username: account.username })}
                        </Button>
                      )}
                      {account.id === data.selfId || account.mustChangePassword ? null : (
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={change.isPending}
                          onClick={() => change.mutate({ kind: 'requirePassword', id: account.id })}
                        >
                          {t('requirePassword', { username: account.username })}
                        </Button>
                      )}
                      {account.id === data.selfId ? null : account.mfaEnabled ? (
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={change.isPending}
                          onClick={() => change.mutate({ kind: 'resetMfa', id: account.id })}
                        >
                          {t('resetMfa', { username: account.username })}
                        </Button>
                      ) : account.disabled ? null : (
                        <NewEnrolmentLinkButton id={account.id} username={account.username} />
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('loadFailed')}
        </p>
      ) : (
        <ListLoading label={t('title')} rowClassName="h-8" />
      )}
      <section className="grid gap-2">
        <h2 className="text-base font-semibold">{t('createTitle')}</h2>
        <AccountCreateForm />
      </section>
    </SectionCard>
  );
}
