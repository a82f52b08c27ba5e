'use client';
/**
 * The Conversions API in the webhooks tab: whether it is on, the pixel and endpoint it sends
 * to, the test code, what it sends, and its own delivery log (Meta's events_received or error
 * per attempt, replay of a failed event).
 */
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { MetaCapiStatus } from '@/lib/contracts/admin/webhook';
import { DeliveryLog } from './delivery-log';

/** `meta` as GET /api/webhook/status answers it; undefined while loading. */
export function MetaCapiCard({ meta }: { meta: MetaCapiStatus | undefined }) {
  const t = useTranslations('admin.webhooks');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('meta.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3 text-sm">
        {meta ? (
          <>
            <p className="flex flex-wrap items-center gap-2">
              <Badge variant={meta.enabled ? 'success' : 'secondary'}>
                {meta.enabled ? t('meta.active') : t('meta.off')}
              </Badge>
              {meta.pixelId ? (
                <span>
                  {t('meta.pixel')}: <span className="font-mono">{meta.pixelId}</span>
                </span>
              ) : null}
            </p>
            {meta.url ? (
              <p>
                {t('meta.endpoint')}: <span className="font-mono break-all">{meta.url}</span>
              </p>
            ) : null}
            {meta.testEventCode ? <p>{t('meta.testCode', { code: meta.testEventCode })}</p> : null}
          </>
        ) : null}
        <p className="leading-relaxed text-muted-foreground">{t('meta.about')}</p>
        {meta && !meta.enabled ? <p className="leading-relaxed">{t('meta.setup')}</p> : null}
        <DeliveryLog channel="meta" />
      </CardContent>
    </Card>
  );
}
