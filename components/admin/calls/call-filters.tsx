'use client';
/**
 * Filter bar of the calls tab: search (debounced 300 ms, Enter applies at
 * once), kind, status (with "to call": new or no answer), period, reset, and the 'Esporta
 * CSV' link carrying the same filters (a plain download, streamed by the browser; owners only).
 */
import { ListFilterBar, type ListFilterSelect } from '@/components/admin/common/filter-bar';
import {
  CALL_KIND_FILTERS,
  CALL_PERIODS,
  CALL_STATUS_FILTERS,
} from '@/lib/contracts/admin/call-options';
import type { CallFiltersState } from './use-call-filters';

type Filters = CallFiltersState['filters'];

const SELECTS: readonly ListFilterSelect<Filters>[] = [
  { field: 'kind', values: CALL_KIND_FILTERS, label: 'kindLabel', option: 'kindFilter' },
  { field: 'status', values: CALL_STATUS_FILTERS, label: 'statusLabel', option: 'statusFilter' },
  { field: 'period', values: CALL_PERIODS, label: 'periodLabel', option: 'period' },
];

export function CallFilters(state: CallFiltersState) {
  return (
    <ListFilterBar
      id="call"
      namespace="admin.calls"
      exportPath="/api/admin/calls/export"
      searchField="q"
      selects={SELECTS}
      {...state}
    />
  );
}
