'use client';
/**
 * Verification by channel (Vonage Verify only): for each channel that carried codes in the
 * period, the attempts sent, delivered and completed and the cost per completed verification,
 * as lib/server/admin/reports/verify-channels.ts counts them. Nothing without Verify attempts.
 */
import { useTranslations } from 'next-intl';
import { VerifyChannelsTable } from '@/components/admin/common/verify-channels-table';
import type { VerifyChannelFigures } from '@/lib/contracts/admin/funnel';

export function FunnelVerifyChannels({ channels }: { channels?: VerifyChannelFigures[] }) {
  const t = useTranslations('admin.funnel.verifyChannels');
  if (!channels || channels.length === 0) return null;
  return (
    <section className="grid grid-cols-1 gap-2 border-t border-border pt-4">
      <h3 className="font-semibold">{t('title')}</h3>
      <p className="text-xs text-muted-foreground">{t('definition')}</p>
      <VerifyChannelsTable channels={channels} />
    </section>
  );
}
