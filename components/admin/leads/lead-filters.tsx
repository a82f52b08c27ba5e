'use client';
/**
 * Filter bar of the leads tab (SPEC.md §2.14, §5): search (debounced 300 ms, Enter applies at
 * once), status, period, experience, reset, and the 'Esporta CSV' link carrying the same
 * filters (a plain download: the browser streams the file, nothing is held in memory here).
 */
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Download, RotateCcw } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { LEAD_EXPERIENCES, LEAD_PERIODS, LEAD_STATUSES } from '@/lib/validation/admin-leads';
import { leadQueryString } from './lead-query-string';
import type { useLeadFilters } from './use-lead-filters';

type Filters = ReturnType<typeof useLeadFilters>;

/** The option of `values` equal to `value`, else the first ('all'). */
function pick<T extends string>(values: readonly T[], value: string): T {
  return values.find((v) => v === value) ?? values[0]!;
}

export function LeadFilters({ filters, update, reset, query }: Filters) {
  const t = useTranslations('admin.leads');
  const [search, setSearch] = useState(filters.search);
  // Follow the URL when it changes from outside (reset, back button): adjust during render.
  const [urlSearch, setUrlSearch] = useState(filters.search);
  if (urlSearch !== filters.search) {
    setUrlSearch(filters.search);
    setSearch(filters.search);
  }
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => update({ search }), 300);
    return () => clearTimeout(timer);
  }, [search, filters.search, update]);
  const { page: _page, pageSize: _size, ...exportFilters } = query;

  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        update({ search });
      }}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto_auto] lg:items-end"
    >
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor="lead-search">{t('searchLabel')}</Label>
        <Input
          id="lead-search"
          type="search"
          value={search}
          placeholder={t('searchPlaceholder')}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor="lead-status">{t('statusLabel')}</Label>
        <Select
          id="lead-status"
          value={filters.status}
          onChange={(e) => update({ status: pick(LEAD_STATUSES, e.target.value) })}
        >
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor="lead-period">{t('periodLabel')}</Label>
        <Select
          id="lead-period"
          value={filters.period}
          onChange={(e) => update({ period: pick(LEAD_PERIODS, e.target.value) })}
        >
          {LEAD_PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`period.${p}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor="lead-experience">{t('experienceLabel')}</Label>
        <Select
          id="lead-experience"
          value={filters.experience}
          onChange={(e) => update({ experience: pick(LEAD_EXPERIENCES, e.target.value) })}
        >
          {LEAD_EXPERIENCES.map((x) => (
            <option key={x} value={x}>
              {t(`experienceOption.${x}`)}
            </option>
          ))}
        </Select>
      </div>
      <Button type="button" variant="ghost" onClick={reset}>
        <RotateCcw aria-hidden="true" />
        {t('reset')}
      </Button>
      <a
        href={`/api/admin/leads/export${leadQueryString(exportFilters)}`}
        className={buttonVariants({ variant: 'outline' })}
        download
      >
        <Download aria-hidden="true" />
        {t('export')}
      </a>
    </form>
  );
}
