'use client';
/**
 * The live visitors' figures (docs/product.md §2.14): online now, countries (known ones only),
 * active pages, by country, page activity with friendly names, and the detail list, 50
 * sessions a page with "50 di N". Polled every 5 s while `autoRefresh` is on, plus "Aggiorna".
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { ListPagination } from '@/components/admin/common/list-pagination';
import { RefreshButton } from '@/components/admin/common/refresh-button';
import { Skeleton, StatCard } from '@/components/admin/common/stat-card';
import { useAdminQuery } from '@/components/admin/common/use-admin-query';
import type { LiveVisitors } from '@/lib/contracts/admin/visitors';
import { VisitorList } from './visitor-list';

export const visitorKeys = {
  all: ['admin', 'visitors'] as const,
  live: (page: number) => [...visitorKeys.all, 'live', page] as const,
};

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

export function VisitorsPanel({
  autoRefresh,
  onAutoRefresh,
}: {
  autoRefresh: boolean;
  onAutoRefresh: (on: boolean) => void;
}) {
  const t = useTranslations('admin.visitors');
  const [page, setPage] = useState(1);
  const { data, refetch, isFetching } = useAdminQuery<LiveVisitors>(
    visitorKeys.live(page),
    `/api/admin/visitors?page=${page}`,
    {
      refetchInterval: autoRefresh ? 5000 : false,
      failureTitle: t('loadFailed'),
      keepPrevious: true,
    },
  );

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-end gap-4">
        <div className="flex items-center gap-2">
          <Switch id="visitors-live" checked={autoRefresh} onCheckedChange={onAutoRefresh} />
          <Label htmlFor="visitors-live">{t('autoRefresh')}</Label>
        </div>
        <RefreshButton onRefresh={() => void refetch()} busy={isFetching} />
      </div>
      <section aria-label={t('onlineNow')} className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {data ? (
          <>
            <StatCard label={t('onlineNow')} value={data.onlineNow} hint={t('onlineHint')} />
            <StatCard label={t('countries')} value={data.countryCount} hint={t('countriesHint')} />
            <StatCard label={t('activePages')} value={data.pageCount} />
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
        <CardContent className="grid grid-cols-1 gap-3">
          {data ? (
            <>
              <VisitorList visitors={data.visitors} />
              {data.visitors.length > 0 ? (
                <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
                  {t('shownOf', {
                    from: (data.page - 1) * data.pageSize + 1,
                    to: (data.page - 1) * data.pageSize + data.visitors.length,
                    total: data.total,
                  })}
                </p>
              ) : null}
              <ListPagination
                page={page}
                pageSize={data.pageSize}
                total={data.total}
                onPage={setPage}
                label={t('pagination')}
              />
            </>
          ) : (
            <Skeleton className="h-40" />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
