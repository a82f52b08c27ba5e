'use client';
/**
 * Live visitors tab (docs/product.md §2.14): the figures of VisitorsPanel, with the auto-refresh
 * toggle (every 5 s, on by default, docs/product.md §9) kept in the URL.
 */
import { parseAsBoolean, useQueryState } from 'nuqs';
import { VisitorsPanel } from './visitors-panel';

export function VisitorsTab() {
  const [live, setLive] = useQueryState('live', parseAsBoolean.withDefault(true));
  return <VisitorsPanel autoRefresh={live} onAutoRefresh={(on) => void setLive(on)} />;
}
