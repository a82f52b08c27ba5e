'use client';
/**
 * The settings tab's verification group: a skeleton while loading, the load error with a
 * retry, then the workflow's form beside each channel's figures of the last 30 days.
 */
import { useTranslations } from 'next-intl';
import { VerifyChannelsTable } from '@/components/admin/common/verify-channels-table';
import { VERIFY_FIGURES_DAYS } from '@/lib/contracts/admin/verify-settings';
import { LoadedGroup } from './loaded-group';
import { useVerifySettings } from './use-verify-settings';
import { VerifyForm } from './verify-form';

export function VerifySettings() {
  const t = useTranslations('admin.settings');
  return (
    <LoadedGroup query={useVerifySettings()} label={t('verifyTitle')}>
      {(data) => (
        <div className="grid gap-6 lg:grid-cols-2">
          <VerifyForm current={data} />
          <section aria-labelledby="verify-figures-title" className="grid content-start gap-2">
            <h3 id="verify-figures-title" className="text-base font-semibold">
              {t('verifyFiguresTitle', { days: VERIFY_FIGURES_DAYS })}
            </h3>
            {data.channels.length > 0 ? (
              <VerifyChannelsTable channels={data.channels} withCost />
            ) : (
              <p className="text-sm text-muted-foreground">{t('verifyNoFigures')}</p>
            )}
            <p className="text-xs text-muted-foreground">{t('verifyFiguresHint')}</p>
          </section>
        </div>
      )}
    </LoadedGroup>
  );
}
