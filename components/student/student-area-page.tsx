/**
 * The student area of one language (a static shell and the client island that reads the
 * lead): /student-dashboard in Italian, /lernbereich in German (lib/site/routes.ts
 * STUDENT_AREA_PATHS). The island also gets the `offers` messages and the partner broker (read
 * by the page: lib/server/requests/partner-clicks.ts).
 */
import { Suspense } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { buildLibraryItems } from '@/components/ebooks/library-items';
import { PageShell } from '@/components/layout/page-shell';
import { QueryProvider } from '@/components/providers/query-provider';
import { StudentArea } from '@/components/student/student-area';
import { Spinner } from '@/components/ui/spinner';
import { pickMessages } from '@/lib/i18n/client-messages';
import type { GuideFacts } from '@/lib/catalog/guide-facts';
import type { Locale } from '@/lib/i18n/locales';
import type { PartnerBroker } from '@/lib/offers';

/**
 * The page body of the student area in `locale`; `partner`: the partner broker in force (or
 * null); `guides`: the guides as served in `locale` (lib/server/leads/guide-files.ts).
 */
export async function StudentAreaPage({
  locale,
  partner,
  guides,
}: {
  locale: Locale;
  partner: PartnerBroker | null;
  guides: GuideFacts;
}) {
  setRequestLocale(locale);
  const [t, library, messages] = await Promise.all([
    getTranslations('student'),
    buildLibraryItems(guides),
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
            <StudentArea library={library} partner={partner} />
          </QueryProvider>
        </NextIntlClientProvider>
      </Suspense>
    </PageShell>
  );
}
