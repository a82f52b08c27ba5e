'use client';
/** The settings tab's Impressum group: a skeleton while loading, the load error with a retry, then the form. */
import { useTranslations } from 'next-intl';
import { ListLoadError } from '@/components/admin/common/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { OperatorForm } from './operator-form';
import { useOperatorSettings } from './use-operator-settings';

export function OperatorSettings() {
  const t = useTranslations('admin.settings');
  const { data, error, refetch } = useOperatorSettings();
  if (data) return <OperatorForm current={data} />;
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
      <span className="sr-only">{t('operatorTitle')}</span>
      <Skeleton className="h-10" />
      <Skeleton className="h-10" />
    </div>
  );
}
