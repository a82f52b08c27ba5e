/**
 * Server wrapper of the LiveStats island: hands it only the `prelanders.live` messages
 * (the layout's client namespaces do not include them), keeping the page payload small.
 */
import { NextIntlClientProvider, useMessages } from 'next-intl';
import type { PrelanderVariantId } from '@/lib/campaigns/prelanders';
import { LiveStats } from './live-stats';

/** LiveStats with its messages. */
export function LiveStatsSection({ variantId }: { variantId: PrelanderVariantId }) {
  const { prelanders } = useMessages();
  return (
    <NextIntlClientProvider messages={{ prelanders: { live: prelanders.live } }}>
      <LiveStats variantId={variantId} />
    </NextIntlClientProvider>
  );
}
