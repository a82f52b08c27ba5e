'use client';
/**
 * The live figures' list (./live-stats.tsx says what it shows), loaded by the island while it
 * fetches the figures: nothing of it shows before they arrive, so its code (the icons, the
 * countdown, the plural texts) stays out of the page's first load (docs/benchmarks.md).
 */
import {
  BookOpenIcon as BookOpen,
  GiftIcon as Gift,
  GraduationCapIcon as GraduationCap,
  StarIcon as Star,
  UsersIcon as Users,
} from '@/components/ui/inline-icons';
import { fillText } from '@/lib/i18n/fill-text';
import { formatAverage, formatCount } from '@/lib/format/figures';
import { pluralCategory } from '@/lib/i18n/plural';
import type { LiveStatsResponse } from '@/lib/contracts/stats';
import { OfferCountdown } from './offer-countdown';
import type { LiveStatsTexts } from './live-stats-texts';

/** The figures of `stats` as a list, with `texts` translated by the server. */
export function LiveStatsList({
  stats,
  texts,
}: {
  stats: LiveStatsResponse;
  texts: LiveStatsTexts;
}) {
  return (
    <ul aria-label={texts.label} className="grid gap-2 text-white">
      {stats.peopleStudyingNow > 0 ? (
        <li className="flex items-center gap-3 rounded-lg bg-white/10 px-4 py-3">
          <Users className="size-5 shrink-0 text-emerald-300" aria-hidden="true" />
          <span className="text-sm">
            <strong className="font-semibold">
              {fillText(texts.studying[pluralCategory(stats.peopleStudyingNow)], {
                count: stats.peopleStudyingNow,
              })}
            </strong>
            <span className="block text-xs text-slate-300">{texts.studyingHint}</span>
          </span>
        </li>
      ) : null}
      <li className="flex items-center gap-3 rounded-lg bg-white/10 px-4 py-3">
        <Gift className="size-5 shrink-0 text-emerald-300" aria-hidden="true" />
        <span className="text-sm">
          <strong className="font-semibold" data-testid="places-left">
            {fillText(
              texts.placesLeft[stats.placesLeft === 0 ? 'none' : pluralCategory(stats.placesLeft)],
              { count: stats.placesLeft },
            )}
          </strong>
          <span className="block text-xs text-slate-300">{texts.placesHint}</span>
        </span>
      </li>
      {stats.offerEndsAt ? <OfferCountdown endsAt={stats.offerEndsAt} texts={texts} /> : null}
      <CommunityFigures stats={stats} texts={texts} />
    </ul>
  );
}

/** Verified students, downloads and rating, each shown only when there is one to show. */
function CommunityFigures({ stats, texts }: { stats: LiveStatsResponse; texts: LiveStatsTexts }) {
  const figures = [
    stats.verifiedStudents > 0 && {
      key: 'students',
      Icon: GraduationCap,
      text: fillText(texts.students[pluralCategory(stats.verifiedStudents)], {
        count: formatCount(stats.verifiedStudents),
      }),
    },
    stats.ebookDownloads > 0 && {
      key: 'downloads',
      Icon: BookOpen,
      text: fillText(texts.downloads[pluralCategory(stats.ebookDownloads)], {
        count: formatCount(stats.ebookDownloads),
      }),
    },
    stats.rating && {
      key: 'rating',
      Icon: Star,
      text: fillText(texts.rating[pluralCategory(stats.rating.count)], {
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
