'use client';
/**
 * Client island of /dashboard (docs/product.md §2.9): notification bell and exit button above the
 * student overview. Exit is a real logout (./logout-button.tsx), not only a way home.
 */
import type { ReactNode } from 'react';
import { LeadGate } from './lead-gate';
import { LogoutButton } from './logout-button';
import type { LibraryItem } from './library-item';
import { NotificationsMenu } from './notifications-menu';
import type { StudentCopy } from './student-copy';
import { StudentOverview } from './student-overview';
import { ToOwnArea } from './student-area';

/**
 * The dashboard; `library` holds the server-rendered ebook cards, `partnerPanel` the
 * server-rendered partner-broker section (absent: none configured), `copy` the texts.
 */
export function DashboardView({
  library,
  partnerPanel,
  copy,
}: {
  library: readonly LibraryItem[];
  partnerPanel?: ReactNode;
  copy: StudentCopy;
}) {
  return (
    <LeadGate copy={copy}>
      {(lead) =>
        lead.locale === 'de' ? (
          // The Italian dashboard (docs/product.md §2.9); a German lead reads the German area.
          <ToOwnArea href={copy.links.areas.de} loading={copy.loading} />
        ) : (
          <div className="grid gap-6">
            <div className="flex items-center justify-between gap-3 border-b border-border pb-4">
              <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
                {copy.dashboard.title}
              </p>
              <div className="flex items-center gap-1">
                <NotificationsMenu copy={copy.dashboard.notifications} />
                <LogoutButton copy={copy} />
              </div>
            </div>
            <StudentOverview
              lead={lead}
              library={library}
              partnerPanel={partnerPanel}
              copy={copy}
            />
          </div>
        )
      }
    </LeadGate>
  );
}
