'use client';
/** The settings tab's Impressum group: a skeleton while loading, the load error with a retry, then the form. */
import { useTranslations } from 'next-intl';
import { LoadedGroup } from './loaded-group';
import { OperatorForm } from './operator-form';
import { useOperatorSettings } from './use-operator-settings';

export function OperatorSettings() {
  const t = useTranslations('admin.settings');
  return (
    <LoadedGroup query={useOperatorSettings()} label={t('operatorTitle')}>
      {(data) => <OperatorForm current={data} />}
    </LoadedGroup>
  );
}
