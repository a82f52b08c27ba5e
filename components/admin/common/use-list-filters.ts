'use client';
/**
 * A back-office list's filters as URL state (nuqs), for every paged list: `parsers` name the
 * filters with their defaults, `urlKeys` any shorter name a filter has in the address; the
 * page is added (`page`, 1 when absent). Changing a filter goes back to page 1, `reset` clears
 * every filter and the page from the address (their defaults again), and the address is
 * replaced, not pushed, so that Back leaves the section instead of undoing a filter.
 */
import {
  parseAsInteger,
  useQueryStates,
  type UrlKeys,
  type UseQueryStatesKeysMap,
  type Values,
} from 'nuqs';

const PAGE = { page: parseAsInteger.withDefault(1) };

export interface ListFilters<P extends UseQueryStatesKeysMap> {
  /** The filters' values, defaults filled in. */
  filters: Values<P>;
  /** The page asked for, at least 1 (an old link may name a page past the end). */
  page: number;
  /** Sets some filters and goes back to page 1. */
  update: (change: Partial<Values<P>>) => void;
  setPage: (page: number) => void;
  /** Every filter back to its default, page 1. */
  reset: () => void;
}

export function useListFilters<P extends UseQueryStatesKeysMap>(
  parsers: P,
  urlKeys?: UrlKeys<P>,
): ListFilters<P> {
  const [values, setValues] = useQueryStates(
    { ...parsers, ...PAGE },
    { history: 'replace', urlKeys: urlKeys as UrlKeys<P & typeof PAGE> | undefined },
  );
  const { page, ...filters } = values as Values<typeof PAGE> & Record<string, unknown>;
  return {
    filters: filters as unknown as Values<P>,
    page: Math.max(1, page),
    update: (change) => void setValues({ ...change, page: 1 } as Parameters<typeof setValues>[0]),
    setPage: (next) => void setValues({ page: next } as Parameters<typeof setValues>[0]),
    reset: () => void setValues(null),
  };
}
