'use client';
/**
 * Live visitors tab (SPEC.md §2.14): online now, countries, active pages,
 * by country, page activity with friendly names, and the detail list. Auto-refresh every 5 s
 * is on by default (SPEC.md §9), with a toggle kept in the URL and a manual refresh.
 */
import { parseAsBoolean, useQueryState } from 'nuqs';
import { useTranslations } from 'next-intl';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Skeleton, StatCard } from '@/components/admin/common/stat-card';
import { useAdminQuery } from '@/components/admin/common/use-admin-query';
import type { LiveVisitors } from '@/lib/contracts/admin/visitors';
import { VisitorList } from './visitor-list';

export const visitorKeys = { live: ['admin', 'visitors', 'live'] as const };

function Bars({ items }: { items: { key: string; label: string; count: number }[] }) {
  const max = Math.max(1, ...items.map((i) => i.count));
  return (
    <ul className="grid grid-cols-1 gap-2">
      {items.map((item) => (
        <li key={item.key} className="grid grid-cols-1 gap-1 text-sm">
          <span className="flex justify-between gap-2">
            <span className="truncate">{item.label}</span>
            <span className="tabular-nums">{item.count}</span>
          </span>
          <span className="h-2 rounded-full bg-muted" aria-hidden="true">
            <span
              className="block h-2 rounded-full bg-primary"
              style={{ width: `${(item.count / max) * 100}%` }}
            />
          </span>
        </li>
      ))}
    </ul>
  );
}

export function VisitorsTab() {
  const t = useTranslations('admin.visitors');
  const [live, setLive] = useQueryState('live', parseAsBoolean.withDefault(true));
  const { data, refetch, isFetching } = useAdminQuery<LiveVisitors>(
    visitorKeys.live,
    '/api/admin/visitors',
    {
      refetchInterval: live ? 5000 : false,
      failureTitle: t('loadFailed'),
    },
  );

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-end gap-4">
        <div className="flex items-center gap-2">
          <Switch id="visitors-live" checked={live} onCheckedChange={(on) => void setLive(on)} />
          <Label htmlFor="visitors-live">{t('autoRefresh')}</Label>
        </div>
        <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden="true" className={isFetching ? 'animate-spin' : undefined} />
          {t('refresh')}
        </Button>
      </div>
      <section aria-label={t('onlineNow')} className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {data ? (
          <>
            <StatCard label={t('onlineNow')} value={data.onlineNow} hint={t('onlineHint')} />
            <StatCard label={t('countries')} value={data.countries.length} />
            <StatCard label={t('activePages')} value={data.pages.length} />
          </>
        ) : (
          Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className="h-24" />)
        )}
      </section>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('byCountry')}</CardTitle>
          </CardHeader>
          <CardContent>
            {!data ? (
              <Skeleton className="h-32" />
            ) : data.countries.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('empty')}</p>
            ) : (
              <Bars
                items={data.countries.map((c) => ({
                  key: c.countryCode ?? '??',
                  label: c.country ? `${c.country} (${c.countryCode})` : t('unknownCountry'),
                  count: c.count,
                }))}
              />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('pageActivity')}</CardTitle>
          </CardHeader>
          <CardContent>
            {!data ? (
              <Skeleton className="h-32" />
            ) : data.pages.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('empty')}</p>
            ) : (
              <Bars
                items={data.pages.map((p) => ({
                  key: p.path,
                  label: `${p.name} · ${p.path}`,
                  count: p.count,
                }))}
              />
            )}
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('details')}</CardTitle>
        </CardHeader>
        <CardContent>
          {data ? <VisitorList visitors={data.visitors} /> : <Skeleton className="h-40" />}
        </CardContent>
      </Card>
    </div>
  );
}
