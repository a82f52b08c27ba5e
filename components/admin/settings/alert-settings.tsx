'use client';
/** The settings tab's alerts group: a skeleton while loading, the load error with a retry, then the form. */
import { useTranslations } from 'next-intl';
import { AlertForm } from './alert-form';
import { LoadedGroup } from './loaded-group';
import { useAlertSettings } from './use-alert-settings';

export function AlertSettings() {
  const t = useTranslations('admin.settings');
  return (
    <LoadedGroup query={useAlertSettings()} label={t('alertsTitle')}>
      {(data) => <AlertForm current={data} />}
    </LoadedGroup>
  );
}
