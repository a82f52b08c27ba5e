/** Student area, target of registration and verification (SPEC.md §2.1). Static shell + client island. */
import { Suspense } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buildLibraryItems } from '@/components/ebooks/library-items';
import { PageShell } from '@/components/layout/page-shell';
import { QueryProvider } from '@/components/providers/query-provider';
import { StudentArea } from '@/components/student/student-area';
import { Spinner } from '@/components/ui/spinner';
import { pageMetadata } from '@/lib/page-metadata';

export function generateMetadata() {
  return pageMetadata('it', 'studentDashboard', '/student-dashboard', { noIndex: true });
}

export default async function StudentDashboardPage() {
  setRequestLocale('it');
  const [t, library] = await Promise.all([getTranslations('student'), buildLibraryItems()]);
  return (
    <PageShell>
      <Suspense
        fallback={
          <div className="flex justify-center py-16">
            <Spinner className="size-8 text-primary" label={t('loading')} />
          </div>
        }
      >
        <QueryProvider>
          <StudentArea library={library} />
        </QueryProvider>
      </Suspense>
    </PageShell>
  );
}
