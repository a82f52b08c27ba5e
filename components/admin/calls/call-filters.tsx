'use client';
/**
 * Filter bar of the calls tab (ISSUE 11 item 4): search (debounced 300 ms, Enter applies at
 * once), kind, status (with "to call": new or no answer), period, reset, and the 'Esporta
 * CSV' link carrying the same filters (a plain download, streamed by the browser).
 */
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Download, RotateCcw } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { CALL_KIND_FILTERS, CALL_PERIODS, CALL_STATUS_FILTERS } from '@/lib/validation/call-list';
import { callQueryString } from './call-query-string';
import type { CallFiltersState } from './use-call-filters';

/** The option of `values` equal to `value`, else the first ('all'). */
function pick<T extends string>(values: readonly T[], value: string): T {
  return values.find((v) => v === value) ?? values[0]!;
}

export function CallFilters({ filters, update, reset, query }: CallFiltersState) {
  const t = useTranslations('admin.calls');
  const [search, setSearch] = useState(filters.q);
  // Follow the URL when it changes from outside (reset, back button): adjust during render.
  const [urlSearch, setUrlSearch] = useState(filters.q);
  if (urlSearch !== filters.q) {
    setUrlSearch(filters.q);
    setSearch(filters.q);
  }
  useEffect(() => {
    if (search === filters.q) return;
    const timer = setTimeout(() => update({ q: search }), 300);
    return () => clearTimeout(timer);
  }, [search, filters.q, update]);
  const { page: _page, pageSize: _size, ...exportFilters } = query;

  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        update({ q: search });
      }}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto_auto] lg:items-end"
    >
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor="call-search">{t('searchLabel')}</Label>
        <Input
          id="call-search"
          type="search"
          value={search}
          placeholder={t('searchPlaceholder')}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor="call-kind">{t('kindLabel')}</Label>
        <Select
          id="call-kind"
          value={filters.kind}
          onChange={(e) => update({ kind: pick(CALL_KIND_FILTERS, e.target.value) })}
        >
          {CALL_KIND_FILTERS.map((k) => (
            <option key={k} value={k}>
              {t(`kindFilter.${k}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor="call-status">{t('statusLabel')}</Label>
        <Select
          id="call-status"
          value={filters.status}
          onChange={(e) => update({ status: pick(CALL_STATUS_FILTERS, e.target.value) })}
        >
          {CALL_STATUS_FILTERS.map((s) => (
            <option key={s} value={s}>
              {t(`statusFilter.${s}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor="call-period">{t('periodLabel')}</Label>
        <Select
          id="call-period"
          value={filters.period}
          onChange={(e) => update({ period: pick(CALL_PERIODS, e.target.value) })}
        >
          {CALL_PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`period.${p}`)}
            </option>
          ))}
        </Select>
      </div>
      <Button type="button" variant="ghost" onClick={reset}>
        <RotateCcw aria-hidden="true" />
        {t('reset')}
      </Button>
      <a
        href={`/api/admin/calls/export${callQueryString(exportFilters)}`}
        className={buttonVariants({ variant: 'outline' })}
        download
      >
        <Download aria-hidden="true" />
        {t('export')}
      </a>
    </form>
  );
}
