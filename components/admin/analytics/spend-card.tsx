'use client';
/**
 * The ROI card without the product spec's invented figures (docs/decisions.md §5): value, spend and ROI of the
 * month from the lead value and the spend entered here; the cost per lead exists only from
 * spend; with either missing it says so instead of showing a number.
 */
import { useTranslations } from 'next-intl';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { SpendForm } from './spend-form';
import { SpendTable } from './spend-table';
import { RoiSummary } from './roi-summary';
import { LeadValueForm } from './lead-value-form';
import type { AnalyticsReport } from '@/lib/contracts/admin/analytics';

export function SpendCard({
  month,
  spend,
  className,
}: {
  month: string | undefined;
  spend: AnalyticsReport['spend'] | undefined;
  className?: string;
}) {
  const t = useTranslations('admin.analytics');
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="text-base">{t('roiTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">
        {!spend || !month ? (
          <Skeleton className="h-24" />
        ) : (
          <>
            <RoiSummary spend={spend} />
            {spend.campaigns.length === 0 && spend.unmappedCents === 0 ? (
              <p className="rounded-md border border-dashed border-border p-3 text-sm">
                {t('roiEmpty')}
              </p>
            ) : (
              <SpendTable spend={spend} />
            )}
            <SpendForm key={month} month={month} />
            <LeadValueForm
              key={`value-${month}`}
              history={spend.leadValues}
              defaultDay={`${month}-01`}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
