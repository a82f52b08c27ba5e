'use client';
/**
 * The about section's content, rendered when the section comes within 300 px of the screen
 * (IntersectionObserver; at once where there is none): two paragraphs, a link to /about, and
 * the platform's figures fetched then from GET /api/stats/community, each shown only when it
 * is above zero. No figure is ever invented: a failed fetch shows none.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { CommunityStats } from '@/lib/contracts/stats';
import { formatAverage, formatCount } from '@/lib/format/figures';
import { pluralCategory } from '@/lib/i18n/plural';
import { textList } from '@/lib/i18n/message-lists';

function isCommunityStats(value: unknown): value is CommunityStats {
  const v = value as Partial<CommunityStats> | null;
  return typeof v?.verifiedStudents === 'number' && typeof v.ebookDownloads === 'number';
}

/** The lazy content of the about section. */
export function LazyAbout() {
  const t = useTranslations('home.about');
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const [stats, setStats] = useState<CommunityStats | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!visible) return;
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
  }, [visible]);

  return (
    <div ref={box} className="mx-auto mt-8 min-h-72 max-w-3xl sm:min-h-56" aria-busy={!visible}>
      {visible ? (
        <>
          {textList(t, 'paragraphs').map((text) => (
            <p key={text} className="mt-4 text-muted-foreground first:mt-0">
              {text}
            </p>
          ))}
          <div aria-live="polite">{stats ? <Figures stats={stats} /> : null}</div>
          <p className="mt-6">
            <Link
              href="/about"
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              {t('more')}
            </Link>
          </p>
        </>
      ) : (
        <span className="sr-only">{t('loading')}</span>
      )}
    </div>
  );
}

/** The figures above zero, as a list; nothing when all are zero. */
function Figures({ stats }: { stats: CommunityStats }) {
  const t = useTranslations('home.about');
  const items = [
    stats.verifiedStudents > 0 &&
      t(`students.${pluralCategory(stats.verifiedStudents)}`, {
        count: formatCount(stats.verifiedStudents),
      }),
    stats.ebookDownloads > 0 &&
      t(`downloads.${pluralCategory(stats.ebookDownloads)}`, {
        count: formatCount(stats.ebookDownloads),
      }),
    stats.rating &&
      t(`rating.${pluralCategory(stats.rating.count)}`, {
        average: formatAverage(stats.rating.average),
        count: formatCount(stats.rating.count),
      }),
  ].filter((text): text is string => typeof text === 'string');
  if (items.length === 0) return null;
  return (
    <ul aria-label={t('figuresLabel')} className="mt-6 grid gap-3 sm:grid-cols-3">
      {items.map((text) => (
        <li key={text} className="rounded-lg bg-muted px-4 py-3 text-sm font-semibold">
          {text}
        </li>
      ))}
    </ul>
  );
}
