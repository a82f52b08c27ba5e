'use client';
/**
 * Webhooks tab (docs/product.md §2.14): status polled every 5 s (docs/product.md §9), URL and
 * whether a secret signs the events, the test button (disabled unless enabled; 'Test webhook
 * completato' / 'Test webhook fallito'), re-enable after a 410, events with an example payload,
 * setup instructions, the delivery log, and the Meta Conversions API with its own log.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useShortDateTime } from '@/components/admin/common/short-date-time';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { Skeleton } from '@/components/admin/common/stat-card';
import { useAdminQuery } from '@/components/admin/common/use-admin-query';
import { apiRequest, errorMessage } from '@/lib/browser/api-client';
import { toastFailure } from '@/components/admin/common/failure-toast';
import type { WebhookStatus, WebhookTestResponse } from '@/lib/contracts/admin/webhook';
import { DeliveryLog } from './delivery-log';
import { MetaCapiCard } from './meta-capi-card';

const EVENTS = [
  'lead.created',
  'lead.verified',
  'lead.offer_requested',
  'lead.deleted',
  'webhook.test',
] as const;
const EXAMPLE = JSON.stringify(
  {
    type: 'lead.verified',
    event: 'lead.verified',
    timestamp: '2026-11-22T10:15:00.000Z',
    data: {
      leadId: '9b2f7c1e-6a9f-4c59-9a55-1a2b3c4d5e6f',
      firstName: 'Giulia',
      lastName: 'Rossi',
      email: 'giulia.rossi@example.it',
      phone: '+393471234567',
      experience: 'principiante',
      locale: 'it',
      campaignId: 'FB_AD_07',
      source: 'facebook_campaign_7',
      utm: {
        lastTouch: { source: 'facebook', medium: 'cpc', campaign: 'FB_AD_07' },
        firstTouch: { landingPage: '/prelander' },
      },
      verified: true,
      freeAccess: true,
      createdAt: '2026-11-22T10:11:02.000Z',
      verifiedAt: '2026-11-22T10:15:00.000Z',
    },
  },
  null,
  2,
);

export function WebhooksTab() {
  const t = useTranslations('admin.webhooks');
  const shortDateTime = useShortDateTime();
  const client = useQueryClient();
  const { data } = useAdminQuery<WebhookStatus>(
    ['admin', 'webhook', 'status'],
    '/api/webhook/status',
    {
      refetchInterval: 5000,
      failureTitle: t('loadFailed'),
    },
  );
  const test = useMutation({
    mutationFn: () =>
      apiRequest<WebhookTestResponse>('POST', '/api/webhook/test', undefined, { locale: 'it' }),
    onSuccess: (result) => {
      if (result.success) toast({ title: t('testOk') });
      else if (result.queued) toast({ title: t('testQueued') });
      else
        toast({
          title: t('testFailed'),
          description: result.error ?? t('testFallback'),
          variant: 'destructive',
        });
      void client.invalidateQueries({ queryKey: ['admin', 'deliveries'] });
    },
    onError: (error) =>
      toast({
        title: t('testFailed'),
        description: errorMessage(error, t('testFallback')),
        variant: 'destructive',
      }),
  });
  const enable = useMutation({
    mutationFn: () => apiRequest('POST', '/api/webhook/enable', undefined, { locale: 'it' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['admin', 'webhook', 'status'] }),
    onError: (error) => toastFailure(t('reenableFailed'), error),
  });
  const hook = data?.webhook;

  return (
    <div className="grid grid-cols-1 gap-4">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('statusTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-3 text-sm">
          {!hook ? (
            <Skeleton className="h-24" />
          ) : (
            <>
              <p className="flex flex-wrap items-center gap-2">
                <Badge variant={hook.enabled ? 'success' : 'secondary'}>
                  {hook.enabled ? t('active') : t('notConfigured')}
                </Badge>
                {hook.disabledAt ? (
                  <>
                    <span>
                      {t('disabled', {
                        reason: hook.disabledReason ?? '410',
                        date: shortDateTime(hook.disabledAt),
                      })}
                    </span>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => enable.mutate()}
                      disabled={enable.isPending}
                    >
                      {t('reenable')}
                    </Button>
                  </>
                ) : null}
              </p>
              <p>
                {t('endpoint')}: <span className="font-mono break-all">{hook.url ?? '—'}</span>
              </p>
              <p>
                {t('secret')}: {hook.hasSecret ? t('secretSet') : t('secretMissing')}
              </p>
              <Button
                className="justify-self-start"
                onClick={() => test.mutate()}
                disabled={!hook.enabled || test.isPending}
              >
                {test.isPending ? t('testing') : t('test')}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('logTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          <DeliveryLog channel="webhook" />
        </CardContent>
      </Card>
      <MetaCapiCard meta={data?.meta} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('eventsTitle')}</CardTitle>
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-3 text-sm">
            <ul className="grid grid-cols-1 gap-1">
              {EVENTS.map((e) => (
                <li key={e}>
                  <code className="font-mono">{e}</code> — {t(`events.${e}`)}
                </li>
              ))}
            </ul>
            <p className="font-semibold">{t('exampleTitle')}</p>
            <pre className="max-h-72 overflow-auto rounded-md bg-muted p-3 text-xs" tabIndex={0}>
              {EXAMPLE}
            </pre>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('setupTitle')}</CardTitle>
          </CardHeader>
          <CardContent className="text-sm leading-relaxed">{t('setup')}</CardContent>
        </Card>
      </div>
    </div>
  );
}
