'use client';
/**
 * The month's ad spend imported from Meta (owners only): the import's last run (a failure
 * explained in Italian with what to do, Meta's words kept for support) and the button that runs
 * one now, the spend linked to none of our campaign ids, and the spend with its cost
 * per lead by Meta campaign, ad set and ad (one tab each).
 */
import { useFormatter, useTranslations } from 'next-intl';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ReportCard } from '@/components/admin/common/report-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useShortDateTime } from '@/components/admin/common/short-date-time';
import type { MetaSpendReport } from '@/lib/contracts/admin/analytics';
import { MetaError } from '@/components/admin/common/meta-error';
import { MetaSpendTable } from './meta-spend-table';
import { useImportMetaSpend } from './use-import-meta-spend';

const LEVELS = ['campaigns', 'adsets', 'ads'] as const;

export function MetaSpendCard({ meta, className }: { meta: MetaSpendReport; className?: string }) {
  const t = useTranslations('admin.analytics.meta');
  const format = useFormatter();
  const date = useShortDateTime();
  const importNow = useImportMetaSpend();
  const { lastRun } = meta;
  return (
    <ReportCard
      title={t('title')}
      description={t('description')}
      className={className}
      contentClassName="grid grid-cols-1 gap-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 text-sm">
        <div className="grid min-w-0 grid-cols-1 gap-1" aria-live="polite">
          {!meta.configured ? <p>{t('notConfigured')}</p> : null}
          {lastRun ? (
            <p>
              {t('lastRun', {
                status: t(`status.${lastRun.status}`),
                date: date(lastRun.finishedAt ?? lastRun.startedAt),
                since: lastRun.since,
                until: lastRun.until,
              })}
            </p>
          ) : (
            <p className="text-muted-foreground">{t('never')}</p>
          )}
          {lastRun?.error && lastRun.status !== 'done' ? (
            <MetaError raw={lastRun.error} service="ads" />
          ) : null}
          {meta.lastSuccessAt && lastRun?.status !== 'done' ? (
            <p className="text-muted-foreground">
              {t('lastSuccess', { date: date(meta.lastSuccessAt) })}
            </p>
          ) : null}
        </div>
        {meta.configured ? (
          <Button
            variant="outline"
            size="sm"
            data-permission="analytics:write"
            disabled={importNow.isPending}
            onClick={() => importNow.mutate()}
          >
            <Download aria-hidden="true" />
            {importNow.isPending ? t('importing') : t('import')}
          </Button>
        ) : null}
      </div>
      {meta.otherCurrencies.length > 0 ? (
        <p className="rounded-md border border-dashed border-border p-3 text-sm">
          {t('otherCurrencies', { currencies: meta.otherCurrencies.join(', ') })}
        </p>
      ) : null}
      {meta.unmappedCents > 0 ? (
        <p className="text-sm font-medium">
          {t('unmapped', {
            amount: format.number(meta.unmappedCents / 100, {
              style: 'currency',
              currency: 'EUR',
            }),
          })}
        </p>
      ) : null}
      <Tabs defaultValue="campaigns">
        <TabsList aria-label={t('levels')}>
          {LEVELS.map((level) => (
            <TabsTrigger key={level} value={level}>
              {t(`level.${level}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {LEVELS.map((level) => (
          <TabsContent key={level} value={level}>
            <MetaSpendTable rows={meta[level]} caption={t(`caption.${level}`)} />
          </TabsContent>
        ))}
      </Tabs>
    </ReportCard>
  );
}
