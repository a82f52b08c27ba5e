/**
 * The student area of one language (a static shell and the client island that reads the
 * lead): /student-dashboard in Italian, /lernbereich in German (lib/site/routes.ts
 * STUDENT_AREA_PATHS). The island's texts are read here and handed to it (./student-copy.ts),
 * and the partner-broker section (the broker read by the page:
 * lib/server/requests/partner-clicks.ts) is rendered here: no use-intl in the browser
 * (docs/benchmarks.md "Page weight").
 */
import { Suspense } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buildLibraryItems } from '@/components/ebooks/library-items';
import { PageShell } from '@/components/layout/page-shell';
import { StudentArea } from '@/components/student/student-area';
import { studentCopy } from '@/components/student/student-copy';
import { StudentPartnerPanel } from '@/components/student/student-partner-panel';
import { Spinner } from '@/components/ui/spinner';
import type { GuideFacts } from '@/lib/catalog/guide-facts';
import type { IslandTranslator } from '@/lib/i18n/island-copy';
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
  const [t, library] = await Promise.all([getTranslations(), buildLibraryItems(guides)]);
  const copy = studentCopy(t as unknown as IslandTranslator, locale);
  return (
    <PageShell>
      <Suspense
        fallback={
          <div className="flex justify-center py-16">
            <Spinner className="size-8 text-primary" label={copy.loading} />
          </div>
        }
      >
        <StudentArea
          library={library}
          partnerPanel={partner ? <StudentPartnerPanel partner={partner} /> : undefined}
          copy={copy}
        />
      </Suspense>
    </PageShell>
  );
}
