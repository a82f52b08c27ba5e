'use client';
/**
 * Live figures of a pre-lander (docs/decisions.md §5), fetched once after load from the cached
 * GET /api/stats/live: people active in the last 5 minutes (hidden when none), free places
 * left of 500, the countdown to the variant's stored offer end (hidden when none), and the
 * figures about people: verified students, ebook downloads and the published testimonials'
 * average rating (each hidden while zero or none).
 * Shows nothing when the figures cannot be loaded: no number is ever invented.
 * Plurals are chosen with pluralCategory, not ICU plural messages: see lib/i18n/plural.ts.
 */
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { BookOpen, Gift, GraduationCap, Star, Users } from 'lucide-react';
import { formatAverage, formatCount } from '@/lib/format/figures';
import { pluralCategory } from '@/lib/i18n/plural';
import type { PrelanderVariantId } from '@/lib/campaigns/prelanders';
import type { LiveStatsResponse } from '@/lib/contracts/stats';
import { OfferCountdown } from './offer-countdown';

function isStats(value: unknown): value is LiveStatsResponse {
  const v = value as Partial<LiveStatsResponse> | null;
  return (
    typeof v?.peopleStudyingNow === 'number' &&
    typeof v.placesLeft === 'number' &&
    typeof v.verifiedStudents === 'number' &&
    typeof v.ebookDownloads === 'number'
  );
}

/** The live-figures list of `variantId`. */
export function LiveStats({ variantId }: { variantId: PrelanderVariantId }) {
  const t = useTranslations('prelanders.live');
  const [stats, setStats] = useState<LiveStatsResponse | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/stats/live?variant=${variantId}`, { signal: controller.signal })
      .then((res) => (res.ok ? res.json() : null))
      .then((data: unknown) => {
        if (isStats(data)) setStats(data);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [variantId]);

  return (
    <div aria-live="polite" className="min-h-[3.5rem]">
      {stats ? (
        <ul aria-label={t('label')} className="grid gap-2 text-white">
          {stats.peopleStudyingNow > 0 ? (
            <li className="flex items-center gap-3 rounded-lg bg-white/10 px-4 py-3">
              <Users className="size-5 shrink-0 text-emerald-300" aria-hidden="true" />
              <span className="text-sm">
                <strong className="font-semibold">
                  {t(`studying.${pluralCategory(stats.peopleStudyingNow)}`, {
                    count: stats.peopleStudyingNow,
                  })}
                </strong>
                <span className="block text-xs text-slate-300">{t('studyingHint')}</span>
              </span>
            </li>
          ) : null}
          <li className="flex items-center gap-3 rounded-lg bg-white/10 px-4 py-3">
            <Gift className="size-5 shrink-0 text-emerald-300" aria-hidden="true" />
            <span className="text-sm">
              <strong className="font-semibold" data-testid="places-left">
                {t(
                  `placesLeft.${stats.placesLeft === 0 ? 'none' : pluralCategory(stats.placesLeft)}`,
                  { count: stats.placesLeft },
                )}
              </strong>
              <span className="block text-xs text-slate-300">{t('placesHint')}</span>
            </span>
          </li>
          {stats.offerEndsAt ? <OfferCountdown endsAt={stats.offerEndsAt} /> : null}
          <CommunityFigures stats={stats} />
        </ul>
      ) : null}
    </div>
  );
}

/** Verified students, downloads and rating, each shown only when there is one to show. */
function CommunityFigures({ stats }: { stats: LiveStatsResponse }) {
  const t = useTranslations('prelanders.live');
  const figures = [
    stats.verifiedStudents > 0 && {
      key: 'students',
      Icon: GraduationCap,
      text: t(`students.${pluralCategory(stats.verifiedStudents)}`, {
        count: formatCount(stats.verifiedStudents),
      }),
    },
    stats.ebookDownloads > 0 && {
      key: 'downloads',
      Icon: BookOpen,
      text: t(`downloads.${pluralCategory(stats.ebookDownloads)}`, {
        count: formatCount(stats.ebookDownloads),
      }),
    },
    stats.rating && {
      key: 'rating',
      Icon: Star,
      text: t(`rating.${pluralCategory(stats.rating.count)}`, {
        average: formatAverage(stats.rating.average),
        count: formatCount(stats.rating.count),
      }),
    },
  ].filter((figure) => figure !== false && figure !== null);
  if (figures.length === 0) return null;
  return (
    <li className="rounded-lg bg-white/10 px-4 py-3">
      <ul className="grid gap-1.5 text-sm" data-testid="community-figures">
        {figures.map(({ key, Icon, text }) => (
          <li key={key} className="flex items-center gap-3">
            <Icon className="size-4 shrink-0 text-emerald-300" aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
    </li>
  );
}
