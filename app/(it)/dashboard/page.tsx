/**
 * Student dashboard (docs/product.md §2.9). Static shell; the lead is read in the browser. The island
 * also gets the `offers` messages and the partner broker.
 */
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import { buildLibraryItems } from '@/components/ebooks/library-items';
import { PageShell } from '@/components/layout/page-shell';
import { QueryProvider } from '@/components/providers/query-provider';
import { DashboardView } from '@/components/student/dashboard-view';
import { pickMessages } from '@/lib/i18n/client-messages';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { partnerBroker } from '@/lib/server/requests/partner-clicks';
import { pageGuideFacts } from '@/lib/server/leads/guide-files';

/**
 * Static, regenerated with the partner broker in force: at once on a settings save
 * (revalidatePath; every app instance on PostgreSQL shares the page cache), and at most a
 * minute after a rebuild.
 */
export const revalidate = 60;

export function generateMetadata() {
  return pageMetadata('it', 'dashboard', '/dashboard', { noIndex: true });
}

export default async function DashboardPage() {
  setRequestLocale('it');
  const [guides, messages] = await Promise.all([pageGuideFacts('it'), getMessages()]);
  const library = buildLibraryItems(guides);
  return (
    <PageShell>
      <NextIntlClientProvider messages={pickMessages(messages, ['student', 'offers'])}>
        <QueryProvider>
          <DashboardView library={library} partner={await partnerBroker()} />
        </QueryProvider>
      </NextIntlClientProvider>
    </PageShell>
  );
}
