'use client';
/**
 * Client island of /dashboard (docs/product.md §2.9): notification bell and exit button above the
 * student overview. Exit is a real logout (./logout-button.tsx), not only a way home.
 */
import { useTranslations } from 'next-intl';
import type { PartnerBroker } from '@/lib/offers';
import { LeadGate } from './lead-gate';
import { LogoutButton } from './logout-button';
import type { LibraryItem } from './library-item';
import { NotificationsMenu } from './notifications-menu';
import { StudentOverview } from './student-overview';
import { ToOwnArea } from './student-area';
import { STUDENT_AREA_PATHS } from '@/lib/site/routes';

/**
 * The dashboard; `library` holds the server-rendered ebook cards, `partner` the configured
 * partner broker (null: no partner panel).
 */
export function DashboardView({
  library,
  partner = null,
}: {
  library: readonly LibraryItem[];
  partner?: PartnerBroker | null;
}) {
  const t = useTranslations('student.dashboard');
  return (
    <LeadGate>
      {(lead) =>
        lead.locale === 'de' ? (
          // The Italian dashboard (docs/product.md §2.9); a German lead reads the German area.
          <ToOwnArea href={STUDENT_AREA_PATHS.de} />
        ) : (
          <div className="grid gap-6">
            <div className="flex items-center justify-between gap-3 border-b border-border pb-4">
              <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
                {t('title')}
              </p>
              <div className="flex items-center gap-1">
                <NotificationsMenu />
                <LogoutButton />
              </div>
            </div>
            <StudentOverview lead={lead} library={library} partner={partner} />
          </div>
        )
      }
    </LeadGate>
  );
}
