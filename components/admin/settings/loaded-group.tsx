'use client';
/**
 * A group of the settings tab that loads on its own: a busy skeleton named `label` while
 * loading, the load error with a retry, then `children(data)`.
 */
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { ListLoadError } from '@/components/admin/common/list-states';
import { Skeleton } from '@/components/ui/skeleton';

export function LoadedGroup<T>(props: {
  query: { data: T | undefined; error: unknown; refetch: () => unknown };
  label: string;
  children: (data: T) => ReactNode;
}) {
  const t = useTranslations('admin.settings');
  const { data, error, refetch } = props.query;
  if (data) return props.children(data);
  if (error)
    return (
      <ListLoadError
        error={error}
        message={t('loadFailed')}
        retry={t('retry')}
        onRetry={() => void refetch()}
      />
    );
  return (
    <div role="status" aria-busy="true" className="grid gap-3">
      <span className="sr-only">{props.label}</span>
      <Skeleton className="h-10" />
      <Skeleton className="h-10" />
    </div>
  );
}
