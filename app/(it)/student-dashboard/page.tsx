/**
 * Student area, target of registration and verification (SPEC.md §2.1). Static shell + client
 * island, which also gets the `offers` messages and the partner broker.
 */
import { Suspense } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { buildLibraryItems } from '@/components/ebooks/library-items';
import { PageShell } from '@/components/layout/page-shell';
import { QueryProvider } from '@/components/providers/query-provider';
import { StudentArea } from '@/components/student/student-area';
import { Spinner } from '@/components/ui/spinner';
import { pickMessages } from '@/lib/client-messages';
import { pageMetadata } from '@/lib/page-metadata';
import { partnerBroker } from '@/lib/server/requests/partner-clicks';

/**
 * Static, regenerated with the partner broker in force: at once on a settings save
 * (revalidatePath; every app instance on PostgreSQL shares the page cache), and at most a
 * minute after a rebuild.
 */
export const revalidate = 60;

export function generateMetadata() {
  return pageMetadata('it', 'studentDashboard', '/student-dashboard', { noIndex: true });
}

export default async function StudentDashboardPage() {
  setRequestLocale('it');
  const [t, library, messages] = await Promise.all([
    getTranslations('student'),
    buildLibraryItems(),
    getMessages(),
  ]);
  return (
    <PageShell>
      <Suspense
        fallback={
          <div className="flex justify-center py-16">
            <Spinner className="size-8 text-primary" label={t('loading')} />
          </div>
        }
      >
        <NextIntlClientProvider messages={pickMessages(messages, ['student', 'offers'])}>
          <QueryProvider>
            <StudentArea library={library} partner={await partnerBroker()} />
          </QueryProvider>
        </NextIntlClientProvider>
      </Suspense>
    </PageShell>
  );
}
