'use client';
/** The newest audit entries (ISSUE 8 item 3): who did what, when, from which network. */
import { useFormatter, useTranslations } from 'next-intl';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/admin/common/stat-card';
import { useAudit } from './use-audit';

const KNOWN_ACTIONS = [
  'auth.login',
  'auth.login_failed',
  'auth.logout',
  'lead.priority',
  'lead.note',
  'lead.export',
  'offer.update',
  'adspend.set',
] as const;
type KnownAction = (typeof KNOWN_ACTIONS)[number];
const isKnown = (action: string): action is KnownAction =>
  (KNOWN_ACTIONS as readonly string[]).includes(action);

export function RecentAudit({ className }: { className?: string }) {
  const t = useTranslations('admin.dashboard');
  const format = useFormatter();
  const { data } = useAudit();
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="text-base">{t('auditTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        {!data ? (
          <Skeleton className="h-32" />
        ) : data.entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('auditEmpty')}</p>
        ) : (
          <ul className="grid max-h-96 gap-2 overflow-y-auto text-sm">
            {data.entries.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-wrap justify-between gap-x-4 border-b border-border pb-2 last:border-0"
              >
                <span>
                  <strong>{entry.username || '—'}</strong>{' '}
                  {isKnown(entry.action) ? t(`actions.${entry.action}`) : entry.action}
                  {entry.targetId ? (
                    <span className="text-muted-foreground"> · {entry.targetId.slice(0, 8)}</span>
                  ) : null}
                </span>
                <span className="text-muted-foreground">
                  {format.dateTime(new Date(entry.createdAt), {
                    dateStyle: 'short',
                    timeStyle: 'short',
                  })}
                  {entry.ipTruncated ? ` · ${entry.ipTruncated}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
