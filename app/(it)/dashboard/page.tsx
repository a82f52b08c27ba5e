/** Student dashboard (SPEC.md §2.9). Static shell; the lead is read in the browser. */
import { setRequestLocale } from 'next-intl/server';
import { buildLibraryItems } from '@/components/ebooks/library-items';
import { PageShell } from '@/components/layout/page-shell';
import { QueryProvider } from '@/components/providers/query-provider';
import { DashboardView } from '@/components/student/dashboard-view';
import { pageMetadata } from '@/lib/page-metadata';

export function generateMetadata() {
  return pageMetadata('it', 'dashboard', '/dashboard', { noIndex: true });
}

export default async function DashboardPage() {
  setRequestLocale('it');
  const library = await buildLibraryItems();
  return (
    <PageShell>
      <QueryProvider>
        <DashboardView library={library} />
      </QueryProvider>
    </PageShell>
  );
}
