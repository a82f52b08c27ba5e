/**
 * Server wrapper of the LiveStats island: translates the `prelanders.live` texts here and
 * hands them over as props, so the island ships no messages and no use-intl.
 */
import { useTranslations } from 'next-intl';
import type { PrelanderVariantId } from '@/lib/campaigns/prelanders';
import { placeholders } from '@/lib/i18n/fill-text';
import { LiveStats } from './live-stats';
import type { LiveStatsTexts } from './live-stats-texts';

/** LiveStats with its texts. */
export function LiveStatsSection({ variantId }: { variantId: PrelanderVariantId }) {
  const t = useTranslations('prelanders.live');
  const count = placeholders('count');
  const rating = placeholders('average', 'count');
  const texts: LiveStatsTexts = {
    label: t('label'),
    studying: { one: t('studying.one', count), other: t('studying.other', count) },
    studyingHint: t('studyingHint'),
    placesLeft: {
      none: t('placesLeft.none'),
      one: t('placesLeft.one'),
      other: t('placesLeft.other', count),
    },
    placesHint: t('placesHint'),
    students: { one: t('students.one', count), other: t('students.other', count) },
    downloads: { one: t('downloads.one', count), other: t('downloads.other', count) },
    rating: { one: t('rating.one', rating), other: t('rating.other', rating) },
    offerEnds: t('offerEnds'),
    countdownLabel: t('countdownLabel', placeholders('hours', 'minutes', 'seconds')),
  };
  return <LiveStats variantId={variantId} texts={texts} />;
}
