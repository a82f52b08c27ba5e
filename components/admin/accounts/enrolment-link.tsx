'use client';
/**
 * An account's one-time enrolment link, as the owner sees it once: right after creating the
 * account, or after asking for a new one (which ends the previous link). The link is never
 * stored in the browser beyond this component's state; closing it (or reloading) hides it for
 * good, and the server keeps only its hash.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { apiRequest } from '@/lib/browser/api-client';
import type { EnrolmentLinkResponse, EnrolmentLinkView } from '@/lib/contracts/admin/accounts';
import { accountKeys } from './use-accounts';
import { toastFailure } from '@/components/admin/common/failure-toast';

/** The link `enrolment` for `username`, with a copy button; `onClose` hides it for good. */
export function EnrolmentLinkNotice({
  enrolment,
  username,
  onClose,
}: {
  enrolment: EnrolmentLinkView;
  username: string;
  onClose: () => void;
}) {
  const t = useTranslations('admin.accounts.link');
  const format = useFormatter();
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}${enrolment.path}`;
  return (
    <div
      role="region"
      aria-label={t('title', { username })}
      className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="font-medium">{t('title', { username })}</p>
      <p>
        {t('intro', {
          expires: format.dateTime(new Date(enrolment.expiresAt), {
            hour: '2-digit',
            minute: '2-digit',
          }),
        })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <input
          readOnly
          aria-label={t('url')}
          value={url}
          className="h-9 min-w-0 flex-1 rounded-md border border-input bg-background px-2 font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button
          type="button"
          size="sm"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setCopied(true));
          }}
        >
          {copied ? t('copied') : t('copy')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onClose}>
          {t('close')}
        </Button>
      </div>
    </div>
  );
}

/** A button for a new enrolment link for account `id` (no factor yet); shows it once. */
export function NewEnrolmentLinkButton({ id, username }: { id: number; username: string }) {
  const t = useTranslations('admin.accounts');
  const client = useQueryClient();
  const [link, setLink] = useState<EnrolmentLinkView | null>(null);
  const issue = useMutation({
    mutationFn: () =>
      apiRequest<EnrolmentLinkResponse>(
        'POST',
        '/api/admin/enrolment-links',
        { userId: id },
        { locale: 'it' },
      ),
    onSuccess: (answer) => setLink(answer.enrolment),
    onError: (error) => toastFailure(t('failed'), error),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.all }),
  });
  return link ? (
    <EnrolmentLinkNotice enrolment={link} username={username} onClose={() => setLink(null)} />
  ) : (
    <Button variant="outline" size="sm" disabled={issue.isPending} onClick={() => issue.mutate()}>
      {t('link.issue', { username })}
    </Button>
  );
}
