'use client';
/**
 * "Click verso il partner": clicks on the partner-broker offer today and
 * in the last 30 days, and the newest ones with the lead (or "visitor without a session") and
 * the campaign. From GET /api/admin/partner-clicks.
 */
import { useFormatter, useTranslations } from 'next-intl';
import { ShortDateTime } from '@/components/admin/common/short-date-time';
import { ReportCard, CardLoading } from '@/components/admin/common/report-card';
import type { PartnerClickSummary } from '@/lib/contracts/admin/calls';

export function PartnerClicksCard({
  data,
  isError,
  className,
}: {
  data: PartnerClickSummary | undefined;
  isError: boolean;
  className?: string;
}) {
  const t = useTranslations('admin.calls.partner');
  const format = useFormatter();
  return (
    <ReportCard
      title={t('title')}
      description={t('description')}
      className={className}
      contentClassName="grid grid-cols-1 gap-3"
    >
      {!data ? (
        <CardLoading isError={isError} loadFailed={t('loadFailed')} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3">
            {(['today', 'last30Days'] as const).map((key) => (
              <div key={key} className="rounded-md bg-muted/50 p-2">
                <dt className="text-xs text-muted-foreground">{t(key)}</dt>
                <dd className="text-xl font-bold tabular-nums">{format.number(data[key])}</dd>
              </div>
            ))}
          </dl>
          <h3 className="text-sm font-semibold">{t('recent')}</h3>
          {data.recent.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('empty')}</p>
          ) : (
            <ul
              aria-label={t('recent')}
              tabIndex={0}
              className="grid max-h-80 grid-cols-1 gap-2 overflow-y-auto text-sm"
            >
              {data.recent.map((click, i) => (
                <li key={`${click.at}-${i}`} className="border-b border-border pb-2 last:border-0">
                  <span className="block break-words">
                    {click.lead ? `${click.lead.firstName} ${click.lead.lastName}` : t('anonymous')}
                  </span>
                  <span className="block text-xs text-muted-foreground">
                    <ShortDateTime iso={click.at} />
                    {click.campaignId ? ` · ${t('campaign', { campaign: click.campaignId })}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </ReportCard>
  );
}
