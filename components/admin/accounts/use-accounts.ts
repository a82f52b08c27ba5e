'use client';
/** The accounts tab's data: the list, and the owner's changes (each refreshes the list). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/use-toast';
import { useAdminQuery } from '@/components/admin/common/use-admin-query';
import { apiRequest } from '@/lib/browser/api-client';
import type {
  AccountCreateInput,
  AccountsResponse,
  AccountUpdateInput,
} from '@/lib/contracts/admin/accounts';
import type { AdminRole } from '@/lib/contracts/admin/session';
import { toastFailure } from '@/components/admin/common/failure-toast';

export const accountKeys = { all: ['admin', 'accounts'] as const };

/** GET /api/admin/accounts. */
export function useAccounts() {
  const t = useTranslations('admin.accounts');
  return useAdminQuery<AccountsResponse>(accountKeys.all, '/api/admin/accounts', {
    failureTitle: t('loadFailed'),
  });
}

/**
 * One of the owner's changes to an account: create, disable/enable, reset the second factor,
 * change the role, ask for a new password. The server asks for a step-up first; the request
 * helper opens the dialog and sends the change again.
 */
export type AccountChange =
  | { kind: 'create'; input: AccountCreateInput }
  | { kind: 'disable'; id: number; disabled: boolean }
  | { kind: 'resetMfa'; id: number }
  | { kind: 'role'; id: number; role: AdminRole }
  | { kind: 'requirePassword'; id: number };

function send(change: AccountChange) {
  const options = { locale: 'it' as const };
  switch (change.kind) {
    case 'create':
      return apiRequest('POST', '/api/admin/accounts', change.input, options);
    case 'disable':
      return apiRequest(
        'PATCH',
        `/api/admin/accounts/${change.id}`,
        { disabled: change.disabled },
        options,
      );
    case 'resetMfa':
      return apiRequest('DELETE', `/api/admin/accounts/${change.id}/mfa`, undefined, options);
    case 'role':
      return apiRequest(
        'PATCH',
        `/api/admin/accounts/${change.id}`,
        { role: change.role } satisfies AccountUpdateInput,
        options,
      );
    case 'requirePassword':
      return apiRequest(
        'PATCH',
        `/api/admin/accounts/${change.id}`,
        { mustChangePassword: true } satisfies AccountUpdateInput,
        options,
      );
  }
}

/** Sends an AccountChange; a toast says how it went; the list is fetched again. */
export function useChangeAccount() {
  const client = useQueryClient();
  const t = useTranslations('admin.accounts');
  return useMutation({
    mutationFn: send,
    onSuccess: (_answer, change) => toast({ title: t(`done.${change.kind}`) }),
    onError: (error) => toastFailure(t('failed'), error),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
