'use client';
/**
 * Settings tab: the partner broker and the premium plan's monthly places, which override their
 * environment variables once saved; a skeleton while loading, the load error with a retry,
 * the form once loaded. Then the Impressum group, the owners' alerts group, the phone
 * verification's channels (Vonage Verify) and the guides' PDFs, each loading on its own.
 */
import { useTranslations } from 'next-intl';
import { SectionCard } from '@/components/admin/common/section-card';
import { AlertSettings } from './alert-settings';
import { GuideSettings } from './guide-settings';
import { LoadedGroup } from './loaded-group';
import { OperatorSettings } from './operator-settings';
import { SettingsForm } from './settings-form';
import { useSettings } from './use-settings';
import { VerifySettings } from './verify-settings';

export function SettingsTab() {
  const t = useTranslations('admin.settings');
  const settings = useSettings();
  const { data } = settings;
  return (
    <SectionCard title={t('title')} intro={t('intro')} className="grid gap-4">
      <LoadedGroup query={settings} label={t('title')} rows={3}>
        {(current) => <SettingsForm current={current} />}
      </LoadedGroup>
      <p className="text-xs text-muted-foreground">{t('offersNote')}</p>
      {/* The Impressum group loads once the tab has: one loading state, one error at a time. */}
      {data ? (
        <>
          <hr className="border-border" />
          <OperatorSettings />
          <hr className="border-border" />
          <AlertSettings />
          <hr className="border-border" />
          <VerifySettings />
          <hr className="border-border" />
          <GuideSettings />
        </>
      ) : null}
    </SectionCard>
  );
}
