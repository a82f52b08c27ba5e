'use client';
/**
 * Content of the student area: greeting, free-access status, the ebook chosen by the
 * campaign (`?ebook=`) first and highlighted, then the rest of the library, each with its
 * PDF download, the way to the community page /benvenuto (§2.7), the
 * follow-up offers (premium plan, partner-broker panel when one is configured) and
 * the lead's own data: export and erasure (GDPR).
 */
import { Suspense, lazy, type ReactNode } from 'react';
import Link from 'next/link';
import { EbookDownloadLink } from '@/components/community/ebook-download-link';
import { EBOOK_FOR_QUERY } from '@/lib/catalog/ebooks';
import type { EbookQuery } from '@/lib/campaigns/campaign';
import { fillText } from '@/lib/i18n/fill-text';
import { FreeAccessStatus } from './free-access-status';
import type { LibraryItem } from './library-item';
import type { StudentCopy } from './student-copy';
import { ArrowRight, BadgeCheck, Sparkles, Users } from './student-icons';
import type { StudentLead } from '@/lib/contracts/leads';

/**
 * Premium plan, partner panel and account data: below the library, loaded after the overview
 * so that they stay out of the page's first load (React.lazy: next/dynamic's loader would add
 * 1 kB). Meanwhile, blocks of about their height keep the page from jumping.
 */
const OverviewExtras = lazy(() => import('./overview-extras'));
const EXTRAS_PLACEHOLDER = (
  <>
    <div aria-hidden="true" className="h-96 animate-pulse rounded-xl bg-muted" />
    <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-muted" />
  </>
);

interface StudentOverviewProps {
  lead: StudentLead;
  library: readonly LibraryItem[];
  ebook?: EbookQuery | null;
  /** The partner-broker section, rendered on the server (absent: no broker configured). */
  partnerPanel?: ReactNode;
  copy: StudentCopy;
}

/** Greeting, access status, library, offers and account data. */
export function StudentOverview({
  lead,
  library,
  ebook = null,
  partnerPanel,
  copy,
}: StudentOverviewProps) {
  // The community page (/benvenuto) is Italian only: a German lead is not sent there.
  const community = copy.language === 'it';
  const highlightedId = ebook ? EBOOK_FOR_QUERY[ebook] : null;
  const highlighted = library.find((item) => item.id === highlightedId);
  const others = library.filter((item) => item !== highlighted);

  return (
    <div className="grid gap-8">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {fillText(copy.greeting, { firstName: lead.firstName })}
        </h1>
        <p className="text-muted-foreground">{copy.intro}</p>
        {lead.isVerified ? (
          <p className="inline-flex items-center gap-1.5 text-sm font-medium text-success">
            <BadgeCheck className="size-4" aria-hidden="true" />
            {copy.verified}
          </p>
        ) : null}
      </header>

      <FreeAccessStatus lead={lead} copy={copy} />

      {community ? (
        <section
          aria-labelledby="community-title"
          className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary/5 p-5 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex items-start gap-3">
            <Users className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <h2 id="community-title" className="font-semibold">
                {copy.community.title}
              </h2>
              <p className="text-sm text-muted-foreground">{copy.community.text}</p>
            </div>
          </div>
          <Link
            href="/benvenuto"
            className="inline-flex items-center gap-1 font-semibold text-primary hover:underline"
          >
            {copy.community.link}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </section>
      ) : null}

      {highlighted ? (
        <section aria-labelledby="recommended-title" className="grid gap-3">
          <h2 id="recommended-title" className="flex items-center gap-2 text-lg font-semibold">
            <Sparkles className="size-5 text-primary" aria-hidden="true" />
            {copy.recommended}
          </h2>
          <div
            className="rounded-xl ring-2 ring-primary ring-offset-2 ring-offset-background"
            data-highlighted={highlighted.id}
          >
            {highlighted.card}
          </div>
          <EbookDownloadLink id={highlighted.id} size="default" className="w-fit">
            {copy.library.download}
          </EbookDownloadLink>
        </section>
      ) : null}

      <section aria-labelledby="library-title" className="grid gap-4">
        <div>
          <h2 id="library-title" className="text-lg font-semibold">
            {copy.library.title}
          </h2>
          <p className="text-sm text-muted-foreground">{copy.library.subtitle}</p>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((item) => (
            <li key={item.id} data-ebook={item.id} className="grid content-start gap-2">
              {item.card}
              <EbookDownloadLink id={item.id} variant="outline" className="w-fit">
                {copy.library.download}
              </EbookDownloadLink>
            </li>
          ))}
        </ul>
      </section>

      <Suspense fallback={EXTRAS_PLACEHOLDER}>
        <OverviewExtras partnerPanel={partnerPanel} copy={copy} />
      </Suspense>
    </div>
  );
}
