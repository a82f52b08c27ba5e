'use client';
/**
 * Filter bar of the leads tab (docs/product.md §2.14, §5): search (debounced 300 ms, Enter applies at
 * once), status, period, experience, reset, and the 'Esporta CSV' link carrying the same
 * filters (a plain download: the browser streams the file, nothing is held in memory here).
 */
import { ListFilterBar, type ListFilterSelect } from '@/components/admin/common/filter-bar';
import { LEAD_EXPERIENCES, LEAD_PERIODS, LEAD_STATUSES } from '@/lib/contracts/admin/lead-options';
import type { useLeadFilters } from './use-lead-filters';

type State = ReturnType<typeof useLeadFilters>;

const SELECTS: readonly ListFilterSelect<State['filters']>[] = [
  { field: 'status', values: LEAD_STATUSES, label: 'statusLabel', option: 'status' },
  { field: 'period', values: LEAD_PERIODS, label: 'periodLabel', option: 'period' },
  {
    field: 'experience',
    values: LEAD_EXPERIENCES,
    label: 'experienceLabel',
    option: 'experienceOption',
  },
];

export function LeadFilters(state: State) {
  return (
    <ListFilterBar
      id="lead"
      namespace="admin.leads"
      exportPath="/api/admin/leads/export"
      searchField="search"
      selects={SELECTS}
      {...state}
    />
  );
}
