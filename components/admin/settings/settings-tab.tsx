'use client';
/**
 * Settings tab: the partner broker and the premium plan's monthly places, which override their
 * environment variables once saved; a skeleton while loading, the load error with a retry,
 * the form once loaded. Then the Impressum group, the owners' alerts group and the guides'
 * PDFs, each loading on its own.
 */
import { useTranslations } from 'next-intl';
import { ListLoadError } from '@/components/admin/common/list-states';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { AlertSettings } from './alert-settings';
import { GuideSettings } from './guide-settings';
import { OperatorSettings } from './operator-settings';
import { SettingsForm } from './settings-form';
import { useSettings } from './use-settings';

export function SettingsTab() {
  const t = useTranslations('admin.settings');
  const { data, error, refetch } = useSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <p className="text-sm text-muted-foreground">{t('intro')}</p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {data ? (
          <SettingsForm current={data} />
        ) : error ? (
          <ListLoadError
            error={error}
            message={t('loadFailed')}
            retry={t('retry')}
            onRetry={() => void refetch()}
          />
        ) : (
          <div role="status" aria-busy="true" className="grid gap-3">
            <span className="sr-only">{t('title')}</span>
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        )}
        <p className="text-xs text-muted-foreground">{t('offersNote')}</p>
        {/* The Impressum group loads once the tab has: one loading state, one error at a time. */}
        {data ? (
          <>
            <hr className="border-border" />
            <OperatorSettings />
            <hr className="border-border" />
            <AlertSettings />
            <hr className="border-border" />
            <GuideSettings />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
