'use client';
/**
 * The newest audit entries: who did what, on which record, when, from which
 * (truncated) network. Every action the server writes (lib/admin/audit-actions.ts) has its Italian
 * label; a code this release does not know (a row from a newer one) is named as such.
 */
import { useTranslations } from 'next-intl';
import { ShortDateTime } from '@/components/admin/common/short-date-time';
import { ReportCard, CardLoading } from '@/components/admin/common/report-card';
import { isAuditAction } from '@/lib/admin/audit-actions';
import { useAudit } from './use-audit';

/** Lead targets are UUIDs: the first 8 characters are enough to tell them apart. */
const shortTarget = (type: string | null, id: string) => (type === 'lead' ? id.slice(0, 8) : id);

export function RecentAudit({ className }: { className?: string }) {
  const t = useTranslations('admin.audit');
  const { data, isError } = useAudit();
  return (
    <ReportCard title={t('title')} description={t('description')} className={className}>
      {!data ? (
        <CardLoading isError={isError} loadFailed={t('loadFailed')} />
      ) : data.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('empty')}</p>
      ) : (
        <ul
          className="grid grid-cols-1 max-h-96 gap-2 overflow-y-auto text-sm"
          tabIndex={0}
          aria-label={t('title')}
        >
          {data.entries.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-b border-border pb-2 last:border-0"
            >
              <span className="min-w-0 break-words">
                <strong>{entry.username || t('unknownUser')}</strong>{' '}
                {isAuditAction(entry.action)
                  ? t(`actions.${entry.action}`)
                  : t('unknownAction', { action: entry.action })}
                {entry.targetId ? (
                  <span className="text-muted-foreground">
                    {' '}
                    · {t('target', { target: shortTarget(entry.targetType, entry.targetId) })}
                  </span>
                ) : null}
              </span>
              <span className="text-muted-foreground">
                <ShortDateTime iso={entry.createdAt} />
                {entry.ipTruncated ? ` · ${t('network', { ip: entry.ipTruncated })}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ReportCard>
  );
}
