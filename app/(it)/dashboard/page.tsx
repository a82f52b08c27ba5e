/**
 * Student dashboard (docs/product.md §2.9). Static shell; the lead is read in the browser. The
 * island gets its texts (components/student/student-copy.ts) and the partner-broker section
 * rendered here.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buildLibraryItems } from '@/components/ebooks/library-items';
import { PageShell } from '@/components/layout/page-shell';
import { DashboardView } from '@/components/student/dashboard-view';
import { studentCopy } from '@/components/student/student-copy';
import { StudentPartnerPanel } from '@/components/student/student-partner-panel';
import type { IslandTranslator } from '@/lib/i18n/island-copy';
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
  const [guides, t, partner] = await Promise.all([
    pageGuideFacts('it'),
    getTranslations(),
    partnerBroker(),
  ]);
  const library = buildLibraryItems(guides);
  return (
    <PageShell>
      <DashboardView
        library={library}
        partnerPanel={partner ? <StudentPartnerPanel partner={partner} /> : undefined}
        copy={studentCopy(t as unknown as IslandTranslator, 'it')}
      />
    </PageShell>
  );
}
