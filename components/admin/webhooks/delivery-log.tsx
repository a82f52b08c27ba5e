'use client';
/** Recent outbox messages with every attempt, a failed-only filter and replay (ISSUE 9 item 2). */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { Skeleton } from '@/components/admin/common/stat-card';
import { useAdminQuery } from '@/components/admin/common/use-admin-query';
import { apiRequest, errorMessage } from '@/lib/api-client';

export interface Delivery {
  id: string;
  channel: string;
  eventType: string;
  status: 'pending' | 'delivered' | 'failed' | 'cancelled';
  attemptCount: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  createdAt: string;
  subject: string | null;
  attempts: {
    attemptNo: number;
    startedAt: string;
    durationMs: number;
    statusCode: number | null;
    ok: boolean;
    error: string | null;
    responseSnippet: string | null;
  }[];
}

export const deliveryKeys = {
  list: (channel: string, failed: boolean) => ['admin', 'deliveries', channel, failed] as const,
};

const VARIANT = {
  delivered: 'success',
  failed: 'destructive',
  pending: 'secondary',
  cancelled: 'outline',
} as const;

export function DeliveryLog({ channel }: { channel: 'webhook' | 'email' }) {
  const t = useTranslations('admin.webhooks');
  const format = useFormatter();
  const client = useQueryClient();
  const [failedOnly, setFailedOnly] = useState(false);
  const [since, setSince] = useState('');
  const qs = new URLSearchParams({ channel, ...(failedOnly ? { status: 'failed' } : {}) });
  const { data } = useAdminQuery<{ deliveries: Delivery[] }>(
    deliveryKeys.list(channel, failedOnly),
    `/api/admin/deliveries?${qs}`,
    {
      failureTitle: t('loadFailed'),
      refetchInterval: 5000,
    },
  );
  const refresh = () => void client.invalidateQueries({ queryKey: ['admin', 'deliveries'] });
  const replay = useMutation({
    mutationFn: (id: string) =>
      apiRequest('POST', `/api/admin/deliveries/${id}/replay`, undefined, { locale: 'it' }),
    onSuccess: () => {
      toast({ title: t('replayed') });
      refresh();
    },
    onError: (error) =>
      toast({
        title: t('replayFailed'),
        description: errorMessage(error, ''),
        variant: 'destructive',
      }),
  });
  const replayAll = useMutation({
    mutationFn: () =>
      apiRequest<{ replayed: number }>(
        'POST',
        '/api/admin/deliveries/replay',
        { since: new Date(since).toISOString() },
        { locale: 'it' },
      ),
    onSuccess: (result) => {
      toast({ title: t('replayedCount', { count: result.replayed }) });
      refresh();
    },
    onError: (error) =>
      toast({
        title: t('replayFailed'),
        description: errorMessage(error, ''),
        variant: 'destructive',
      }),
  });
  const date = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'medium' });

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex items-center gap-2">
          <Switch
            id={`${channel}-failed-only`}
            checked={failedOnly}
            onCheckedChange={setFailedOnly}
          />
          <Label htmlFor={`${channel}-failed-only`}>{t('onlyFailed')}</Label>
        </div>
        {channel === 'webhook' ? (
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (since) replayAll.mutate();
            }}
          >
            <div className="grid gap-1.5">
              <Label htmlFor="replay-since">{t('replaySince')}</Label>
              <Input
                id="replay-since"
                type="datetime-local"
                value={since}
                onChange={(e) => setSince(e.target.value)}
                className="w-auto"
              />
            </div>
            <Button
              type="submit"
              size="sm"
              variant="outline"
              disabled={!since || replayAll.isPending}
            >
              {t('replaySinceButton')}
            </Button>
          </form>
        ) : null}
      </div>
      {!data ? (
        <Skeleton className="h-32" />
      ) : data.deliveries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('noDeliveries')}</p>
      ) : (
        <ul
          className="grid max-h-[32rem] gap-2 overflow-y-auto"
          aria-label={t('logTitle')}
          tabIndex={0}
        >
          {data.deliveries.map((d) => (
            <li key={d.id} className="grid gap-1 rounded-md border border-border p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="flex flex-wrap items-center gap-2">
                  <Badge variant={VARIANT[d.status]}>{t(`status.${d.status}`)}</Badge>
                  <strong>{d.subject ?? d.eventType}</strong>
                  <span className="font-mono text-xs text-muted-foreground">{d.id}</span>
                </span>
                {d.status === 'failed' || d.status === 'cancelled' ? (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => replay.mutate(d.id)}
                    disabled={replay.isPending}
                  >
                    {t('replay')}
                  </Button>
                ) : null}
              </div>
              <p className="text-xs text-muted-foreground">
                {date(d.createdAt)} · {t('attempts', { count: d.attemptCount })}
                {d.nextAttemptAt ? ` · ${t('nextAttempt', { time: date(d.nextAttemptAt) })}` : ''}
                {d.lastError ? ` · ${d.lastError}` : ''}
              </p>
              {d.attempts.length ? (
                <ol className="grid gap-0.5 font-mono text-xs">
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
          ))}
        </ul>
      )}
    </div>
  );
}
