'use client';
/**
 * Filter bar of the leads tab (docs/product.md §2.14, §5): search (debounced 300 ms, Enter applies at
 * once), status, period, experience, reset, and the 'Esporta CSV' link carrying the same
 * filters (a plain download: the browser streams the file, nothing is held in memory here).
 */
import { useTranslations } from 'next-intl';
import { useAdminRole } from '@/components/admin/shell/admin-role';
import { FilterBar, FilterSelect } from '@/components/admin/common/filter-bar';
import { LEAD_EXPERIENCES, LEAD_PERIODS, LEAD_STATUSES } from '@/lib/contracts/admin/leads';
import { exportQueryString } from '@/components/admin/common/list-query-string';
import type { useLeadFilters } from './use-lead-filters';

type Filters = ReturnType<typeof useLeadFilters>;

export function LeadFilters({ filters, update, reset, query }: Filters) {
  const t = useTranslations('admin.leads');
  const role = useAdminRole();

  return (
    <FilterBar
      id="lead"
      search={filters.search}
      onSearch={(search) => update({ search })}
      onReset={reset}
      exportHref={
        role === 'owner' ? `/api/admin/leads/export${exportQueryString(query)}` : undefined
      }
      labels={{
        search: t('searchLabel'),
        searchPlaceholder: t('searchPlaceholder'),
        reset: t('reset'),
        export: t('export'),
      }}
    >
      <FilterSelect
        id="lead-status"
        label={t('statusLabel')}
        value={filters.status}
        values={LEAD_STATUSES}
        optionLabel={(s) => t(`status.${s}`)}
        onChange={(status) => update({ status })}
      />
      <FilterSelect
        id="lead-period"
        label={t('periodLabel')}
        value={filters.period}
        values={LEAD_PERIODS}
        optionLabel={(p) => t(`period.${p}`)}
        onChange={(period) => update({ period })}
      />
      <FilterSelect
        id="lead-experience"
        label={t('experienceLabel')}
        value={filters.experience}
        values={LEAD_EXPERIENCES}
        optionLabel={(x) => t(`experienceOption.${x}`)}
        onChange={(experience) => update({ experience })}
      />
    </FilterBar>
  );
}
