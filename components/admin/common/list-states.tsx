'use client';
/**
 * The states of a back-office list besides its rows: the load error (the server's message when
 * it sent one, and a retry) and the empty result (with a button to reset the filters). The tab
 * passes its own strings. QueryList puts them together for a list a query loads.
 */
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/browser/api-client';

/** The list could not be loaded: `message` plus the server's reason, and a retry button. */
export function ListLoadError({
  error,
  message,
  retry,
  onRetry,
}: {
  error: unknown;
  message: string;
  retry: string;
  onRetry: () => void;
}) {
  const reason = errorMessage(error, '');
  return (
    <div
      role="alert"
      className="grid grid-cols-1 justify-items-start gap-2 rounded-md bg-destructive/10 p-4"
    >
      <p className="text-sm text-destructive">
        {message}
        {reason ? `: ${reason}` : ''}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  );
}

/** No entry matches the filters: a title, a hint and a button that resets the filters. */
export function ListEmpty({
  title,
  hint,
  reset,
  onReset,
}: {
  title: string;
  hint: string;
  reset: string;
  onReset: () => void;
}) {
  return (
    <div className="grid grid-cols-1 justify-items-center gap-2 rounded-xl border border-border bg-card p-8 text-center">
      <p className="font-semibold">{title}</p>
      <p className="text-sm text-muted-foreground">{hint}</p>
      <Button variant="outline" size="sm" onClick={onReset}>
        {reset}
      </Button>
    </div>
  );
}

/**
 * A whole list as a query gives it: its rows (`renderItem` of each of `items`) once loaded, the
 * `empty` text when there are none, the load error with a retry, and two skeleton rows of
 * `skeletonClassName` (height) with `loading` for screen readers meanwhile.
 */
export function QueryList<T>({
  items,
  error,
  onRetry,
  labels,
  renderItem,
  skeletonClassName = 'h-16',
}: {
  /** The loaded rows; undefined while loading or after an error. */
  items: readonly T[] | undefined;
  error: unknown;
  onRetry: () => void;
  labels: { list: string; empty: string; loading: string; loadFailed: string; retry: string };
  renderItem: (item: T) => ReactNode;
  skeletonClassName?: string;
}) {
  if (items)
    return items.length === 0 ? (
      <p className="text-sm text-muted-foreground">{labels.empty}</p>
    ) : (
      <ul className="grid min-w-0 gap-3" aria-label={labels.list}>
        {items.map(renderItem)}
      </ul>
    );
  if (error)
    return (
      <ListLoadError
        error={error}
        message={labels.loadFailed}
        retry={labels.retry}
        onRetry={onRetry}
      />
    );
  return <ListLoading label={labels.loading} rowClassName={skeletonClassName} />;
}

/**
 * Something is loading: `rows` skeleton rows of `rowClassName` (height) in a grid of
 * `className`, announced as busy, named `label` for screen readers.
 */
export function ListLoading({
  label,
  rows = 2,
  rowClassName = 'h-16',
  className = 'grid gap-2',
}: {
  label: string;
  rows?: number;
  rowClassName?: string;
  className?: string;
}) {
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={rowClassName} />
      ))}
    </div>
  );
}
