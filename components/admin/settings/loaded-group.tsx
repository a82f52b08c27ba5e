'use client';
/**
 * A group of the settings tab that loads on its own: a busy skeleton named `label` while
 * loading (`rows` rows, two unless said), the load error with a retry, then `children(data)`.
 */
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { ListLoadError, ListLoading } from '@/components/admin/common/list-states';

export function LoadedGroup<T>(props: {
  query: { data: T | undefined; error: unknown; refetch: () => unknown };
  label: string;
  rows?: number;
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
    <ListLoading label={props.label} rows={props.rows} rowClassName="h-10" className="grid gap-3" />
  );
}
