'use client';
/**
 * The leads table (docs/product.md §2.14) on @tanstack/react-table, one server page at a time
 * (filters and paging are applied by GET /api/leads). A click anywhere on a row, or Enter on
 * its name button, opens the detail; the priority select and the mail/phone links keep their
 * own behaviour. Scrolls sideways in a focusable, labelled region on a phone.
 */
import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useCallback, type MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useLeadColumns } from './lead-columns';
import { useSetPriority } from './use-lead-mutations';
import type { LeadListRow } from '@/lib/contracts/admin/leads';

const COLUMN_COUNT = 7;

/** Clicks on controls inside the row do their own thing. */
function fromControl(event: MouseEvent) {
  return (event.target as HTMLElement).closest('a, button, select, input, label') !== null;
}

export function LeadsTable({
  leads,
  onOpen,
}: {
  leads: LeadListRow[];
  onOpen: (id: string) => void;
}) {
  const t = useTranslations('admin.leads');
  const { mutate } = useSetPriority();
  const onPriority = useCallback(
    (id: string, priority: LeadListRow['priority']) => mutate({ id, priority }),
    [mutate],
  );
  const columns = useLeadColumns(onOpen, onPriority);
  // TanStack Table is not React Compiler-safe; the compiler skips this component (the table
  // object is only read here, never passed to a memoized child).
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: leads,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (lead) => lead.id,
    manualPagination: true,
  });
  return (
    <Table label={t('tableLabel')} className="min-w-[56rem]">
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id} className="hover:bg-transparent">
            {group.headers.map((header) => (
              <TableHead key={header.id}>
                {flexRender(header.column.columnDef.header, header.getContext())}
              </TableHead>
            ))}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {table.getRowModel().rows.map((row) => (
          <TableRow
            key={row.id}
            className="cursor-pointer"
            onClick={(e) => (fromControl(e) ? undefined : onOpen(row.id))}
          >
            {row.getVisibleCells().map((cell) => (
              <TableCell key={cell.id}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The table's shape while the first page loads. */
export function LeadsTableSkeleton() {
  const t = useTranslations('admin.leads');
  return (
    <div aria-busy="true" aria-live="polite" className="rounded-xl border border-border bg-card">
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: 8 }, (_, i) => (
        <div
          key={i}
          className="grid grid-cols-7 gap-3 border-b border-border px-3 py-3 last:border-0"
        >
          {Array.from({ length: COLUMN_COUNT }, (_, j) => (
            <Skeleton key={j} className="h-5" />
          ))}
        </div>
      ))}
    </div>
  );
}
