'use client';
/**
 * The about section's content (./lazy-about.tsx loads it when the section nears the screen):
 * two paragraphs, a link to /about, and the platform's figures fetched from
 * GET /api/stats/community, each shown only when it is above zero. No figure is ever invented:
 * a failed fetch shows none.
 */
import { useEffect, useState } from 'react';
import Link from 'next/link';
import type { CommunityStats } from '@/lib/contracts/stats';
import { formatAverage, formatCount } from '@/lib/format/figures';
import { fillText } from '@/lib/i18n/fill-text';
import { pluralCategory } from '@/lib/i18n/plural';
import type { AboutTexts } from './lazy-about';

function isCommunityStats(value: unknown): value is CommunityStats {
  const v = value as Partial<CommunityStats> | null;
  return typeof v?.verifiedStudents === 'number' && typeof v.ebookDownloads === 'number';
}

/** The paragraphs, the figures once fetched, and the link. */
export function AboutContent({ texts }: { texts: AboutTexts }) {
  const [stats, setStats] = useState<CommunityStats | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    // Started inside the chain, so any failure (even a missing fetch) only leaves no figures.
    Promise.resolve()
      .then(() => fetch('/api/stats/community', { signal: controller.signal }))
      .then((res) => (res.ok ? res.json() : null))
      .then((data: unknown) => {
        if (isCommunityStats(data)) setStats(data);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  return (
    <>
      {texts.paragraphs.map((text) => (
        <p key={text} className="mt-4 text-muted-foreground first:mt-0">
          {text}
        </p>
      ))}
      <div aria-live="polite">{stats ? <Figures stats={stats} texts={texts} /> : null}</div>
      <p className="mt-6">
        <Link
          href="/about"
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          {texts.more}
        </Link>
      </p>
    </>
  );
}

/** The figures above zero, as a list; nothing when all are zero. */
function Figures({ stats, texts }: { stats: CommunityStats; texts: AboutTexts }) {
  const items = [
    stats.verifiedStudents > 0 &&
      fillText(texts.students[pluralCategory(stats.verifiedStudents)], {
        count: formatCount(stats.verifiedStudents),
      }),
    stats.ebookDownloads > 0 &&
      fillText(texts.downloads[pluralCategory(stats.ebookDownloads)], {
        count: formatCount(stats.ebookDownloads),
      }),
    stats.rating &&
      fillText(texts.rating[pluralCategory(stats.rating.count)], {
        average: formatAverage(stats.rating.average),
        count: formatCount(stats.rating.count),
      }),
  ].filter((text): text is string => typeof text === 'string');
  if (items.length === 0) return null;
  return (
    <ul aria-label={texts.figuresLabel} className="mt-6 grid gap-3 sm:grid-cols-3">
      {items.map((text) => (
        <li key={text} className="rounded-lg bg-muted px-4 py-3 text-sm font-semibold">
          {text}
        </li>
      ))}
    </ul>
  );
}
