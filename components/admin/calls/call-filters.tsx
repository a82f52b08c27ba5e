'use client';
/**
 * Filter bar of the calls tab: search (debounced 300 ms, Enter applies at
 * once), kind, status (with "to call": new or no answer), period, reset, and the 'Esporta
 * CSV' link carrying the same filters (a plain download, streamed by the browser; owners only).
 */
import { useTranslations } from 'next-intl';
import { FilterBar, FilterSelect } from '@/components/admin/common/filter-bar';
import { CALL_KIND_FILTERS, CALL_PERIODS, CALL_STATUS_FILTERS } from '@/lib/contracts/admin/calls';
import { exportQueryString } from '@/components/admin/common/list-query-string';
import { useAdminRole } from '@/components/admin/shell/admin-role';
import type { CallFiltersState } from './use-call-filters';

export function CallFilters({ filters, update, reset, query }: CallFiltersState) {
  const t = useTranslations('admin.calls');
  const role = useAdminRole();

  return (
    <FilterBar
      id="call"
      search={filters.q}
      onSearch={(q) => update({ q })}
      onReset={reset}
      exportHref={
        role === 'owner' ? `/api/admin/calls/export${exportQueryString(query)}` : undefined
      }
      labels={{
        search: t('searchLabel'),
        searchPlaceholder: t('searchPlaceholder'),
        reset: t('reset'),
        export: t('export'),
      }}
    >
      <FilterSelect
        id="call-kind"
        label={t('kindLabel')}
        value={filters.kind}
        values={CALL_KIND_FILTERS}
        optionLabel={(k) => t(`kindFilter.${k}`)}
        onChange={(kind) => update({ kind })}
      />
      <FilterSelect
        id="call-status"
        label={t('statusLabel')}
        value={filters.status}
        values={CALL_STATUS_FILTERS}
        optionLabel={(s) => t(`statusFilter.${s}`)}
        onChange={(status) => update({ status })}
      />
      <FilterSelect
        id="call-period"
        label={t('periodLabel')}
        value={filters.period}
        values={CALL_PERIODS}
        optionLabel={(p) => t(`period.${p}`)}
        onChange={(period) => update({ period })}
      />
    </FilterBar>
  );
}
