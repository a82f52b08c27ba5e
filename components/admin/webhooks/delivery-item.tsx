'use client';
/**
 * One outbox message of a delivery log: status, subject or event, id, attempts with outcomes.
 * A Conversions API event's last error is explained in Italian with what to do, Meta's own
 * words kept beneath it (../common/meta-error.tsx).
 */
import { useFormatter, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { Delivery } from '@/lib/contracts/admin/deliveries';
import { MetaError } from '@/components/admin/common/meta-error';

const VARIANT = {
  delivered: 'success',
  failed: 'destructive',
  pending: 'secondary',
  cancelled: 'outline',
} as const;

/** The message `d`; a replay button when it failed and `onReplay` is given. */
export function DeliveryItem({
  delivery: d,
  onReplay,
  replayPending = false,
}: {
  delivery: Delivery;
  onReplay?: () => void;
  replayPending?: boolean;
}) {
  const t = useTranslations('admin.webhooks');
  const format = useFormatter();
  const date = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <li className="grid grid-cols-1 gap-1 rounded-md border border-border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-wrap items-center gap-2">
          <Badge variant={VARIANT[d.status]}>{t(`status.${d.status}`)}</Badge>
          <strong className="break-words">{d.subject ?? d.eventType}</strong>
          <span className="font-mono text-xs break-all text-muted-foreground">{d.id}</span>
        </span>
        {onReplay && (d.status === 'failed' || d.status === 'cancelled') ? (
          <Button size="sm" variant="outline" onClick={onReplay} disabled={replayPending}>
            {t('replay')}
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">
        {date(d.createdAt)} · {t('attempts', { count: d.attemptCount })}
        {d.nextAttemptAt ? ` · ${t('nextAttempt', { time: date(d.nextAttemptAt) })}` : ''}
        {d.lastError && d.channel !== 'meta' ? ` · ${d.lastError}` : ''}
      </p>
      {d.lastError && d.channel === 'meta' ? (
        <div className="text-xs">
          <MetaError raw={d.lastError} service="capi" />
        </div>
      ) : null}
      {d.attempts.length ? (
        <ol className="grid grid-cols-1 gap-0.5 font-mono text-xs break-all">
          {d.attempts.map((a) => (
            <li key={a.attemptNo} className={a.ok ? 'text-success' : 'text-destructive'}>
              {t('attemptLine', {
                n: a.attemptNo,
                status: a.statusCode ?? a.error ?? '—',
                ms: a.durationMs,
              })}
              {a.responseSnippet ? ` · ${a.responseSnippet.slice(0, 80)}` : ''}
            </li>
          ))}
        </ol>
      ) : null}
    </li>
  );
}
