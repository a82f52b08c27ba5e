'use client';
/** Recent outbox messages with every attempt, a failed-only filter and replay. */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { Skeleton } from '@/components/admin/common/stat-card';
import { useAdminQuery } from '@/components/admin/common/use-admin-query';
import { apiRequest } from '@/lib/browser/api-client';
import { toastFailure } from '@/components/admin/common/failure-toast';
import type { DeliveriesResponse, ReplayResponse } from '@/lib/contracts/admin/deliveries';
import { DeliveryItem } from './delivery-item';

export const deliveryKeys = {
  list: (channel: string, failed: boolean) => ['admin', 'deliveries', channel, failed] as const,
};

export function DeliveryLog({ channel }: { channel: 'webhook' | 'email' | 'meta' }) {
  const t = useTranslations('admin.webhooks');
  const client = useQueryClient();
  const [failedOnly, setFailedOnly] = useState(false);
  const [since, setSince] = useState('');
  const qs = new URLSearchParams({ channel, ...(failedOnly ? { status: 'failed' } : {}) });
  const { data } = useAdminQuery<DeliveriesResponse>(
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
    onError: (error) => toastFailure(t('replayFailed'), error),
  });
  const replayAll = useMutation({
    mutationFn: () =>
      apiRequest<ReplayResponse>(
        'POST',
        '/api/admin/deliveries/replay',
        { since: new Date(since).toISOString() },
        { locale: 'it' },
      ),
    onSuccess: (result) => {
      toast({ title: t('replayedCount', { count: result.replayed }) });
      refresh();
    },
    onError: (error) => toastFailure(t('replayFailed'), error),
  });
  return (
    <div className="grid grid-cols-1 gap-3">
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
            <div className="grid grid-cols-1 gap-1.5">
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
          className="grid max-h-[32rem] grid-cols-1 gap-2 overflow-y-auto"
          aria-label={t('logTitle')}
          tabIndex={0}
        >
          {data.deliveries.map((d) => (
            <DeliveryItem
              key={d.id}
              delivery={d}
              onReplay={() => replay.mutate(d.id)}
              replayPending={replay.isPending}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
