'use client';
/**
 * The filter bar of a back-office list (leads, calls): a search field (debounced 300 ms, Enter
 * applies at once), the list's own selects as children, a reset button and the 'Esporta CSV'
 * link (a plain download: the browser streams the file, nothing is held in memory here).
 * `FilterSelect` is one labelled select over a list of literal values; `ListFilterBar` is the
 * whole bar of a list, its selects described as data, its texts from the list's messages.
 *
 * The fields wrap as a row of flexible boxes: each select starts at the width of its longest
 * option and only grows, so a choice is always shown whole ("Tutti", not "Tut"); a field that
 * no longer fits moves to the next line instead of shrinking.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Download, RotateCcw } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { exportQueryString } from '@/components/admin/common/list-query-string';
import { useAdminRole } from '@/components/admin/shell/admin-role';

export interface FilterBarLabels {
  search: string;
  searchPlaceholder: string;
  reset: string;
  export: string;
}

export function FilterBar({
  id,
  search,
  onSearch,
  onReset,
  exportHref,
  labels,
  children,
}: {
  /** Prefix of the fields' ids (`<id>-search`). */
  id: string;
  /** The applied search (from the URL). */
  search: string;
  onSearch: (search: string) => void;
  onReset: () => void;
  /** The CSV download of the filtered list; none for an admin who may not export. */
  exportHref?: string;
  labels: FilterBarLabels;
  children: ReactNode;
}) {
  const [draft, setDraft] = useState(search);
  // Follow the URL when it changes from outside (reset, back button): adjust during render.
  const [urlSearch, setUrlSearch] = useState(search);
  if (urlSearch !== search) {
    setUrlSearch(search);
    setDraft(search);
  }
  useEffect(() => {
    if (draft === search) return;
    const timer = setTimeout(() => onSearch(draft), 300);
    return () => clearTimeout(timer);
  }, [draft, search, onSearch]);

  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft);
      }}
      className="flex flex-wrap items-end gap-3"
    >
      <div className="grid min-w-0 flex-[2_1_16rem] grid-cols-1 gap-1.5">
        <Label htmlFor={`${id}-search`}>{labels.search}</Label>
        <Input
          id={`${id}-search`}
          type="search"
          value={draft}
          placeholder={labels.searchPlaceholder}
          onChange={(e) => setDraft(e.target.value)}
        />
      </div>
      {children}
      <Button type="button" variant="ghost" onClick={onReset}>
        <RotateCcw aria-hidden="true" />
        {labels.reset}
      </Button>
      {exportHref ? (
        <a href={exportHref} className={buttonVariants({ variant: 'outline' })} download>
          <Download aria-hidden="true" />
          {labels.export}
        </a>
      ) : null}
    </form>
  );
}

/** A labelled select of `values`; a value not among them (never from the UI) gives the first. */
export function FilterSelect<T extends string>({
  id,
  label,
  value,
  values,
  optionLabel,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  values: readonly T[];
  optionLabel: (value: T) => string;
  onChange: (value: T) => void;
}) {
  return (
    // flex-basis auto: the select's own width (its longest option) is where it starts
    <div className="grid flex-auto grid-cols-1 gap-1.5 sm:max-w-80">
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value}
        onChange={(e) => onChange(values.find((v) => v === e.target.value) ?? values[0]!)}
      >
        {values.map((v) => (
          <option key={v} value={v}>
            {optionLabel(v)}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** One select of a list's filter bar: the filter, its values and its message keys. */
export interface ListFilterSelect<F> {
  field: keyof F & string;
  values: readonly string[];
  /** Message key of the select's label. */
  label: string;
  /** Message key prefix of the options (`<option>.<value>`). */
  option: string;
}

/**
 * The filter bar of a paged list from its filter hook (`filters`, `update`, `reset`, `query`):
 * the search field on `searchField`, one select per `selects` (id `<id>-<field>`), texts from
 * the `namespace` messages (searchLabel, searchPlaceholder, reset, export) and the CSV link
 * to `exportPath` with the same filters, for owners only (docs/product.md §5).
 */
export function ListFilterBar<F extends Record<string, string>>({
  id,
  namespace,
  exportPath,
  searchField,
  selects,
  filters,
  update,
  reset,
  query,
}: {
  id: string;
  namespace: string;
  exportPath: string;
  searchField: keyof F & string;
  selects: readonly ListFilterSelect<F>[];
  filters: F;
  update: (change: Partial<F>) => void;
  reset: () => void;
  query: Record<string, string | number | undefined>;
}) {
  // Keys built from data cannot be checked against the typed messages; the lists' tests
  // render every label, so a missing one shows there.
  const root = useTranslations() as unknown as (key: string) => string;
  const t = (key: string) => root(`${namespace}.${key}`);
  const role = useAdminRole();
  return (
    <FilterBar
      id={id}
      search={filters[searchField] ?? ''}
      onSearch={(search) => update({ [searchField]: search } as Partial<F>)}
      onReset={reset}
      exportHref={role === 'owner' ? `${exportPath}${exportQueryString(query)}` : undefined}
      labels={{
        search: t('searchLabel'),
        searchPlaceholder: t('searchPlaceholder'),
        reset: t('reset'),
        export: t('export'),
      }}
    >
      {selects.map((select) => (
        <FilterSelect
          key={select.field}
          id={`${id}-${select.field}`}
          label={t(select.label)}
          value={filters[select.field] ?? select.values[0]!}
          values={select.values}
          optionLabel={(v) => t(`${select.option}.${v}`)}
          onChange={(value) => update({ [select.field]: value } as Partial<F>)}
        />
      ))}
    </FilterBar>
  );
}
