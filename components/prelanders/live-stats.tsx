'use client';
/**
 * Live figures of a pre-lander (docs/decisions.md §5), fetched once after load from the cached
 * GET /api/stats/live: people active in the last 5 minutes (hidden when none), free places
 * left of 500, the countdown to the variant's stored offer end (hidden when none), and the
 * figures about people: verified students, ebook downloads and the published testimonials'
 * average rating (each hidden while zero or none).
 * Shows nothing when the figures cannot be loaded: no number is ever invented.
 * Plurals are chosen with pluralCategory, not ICU plural messages: see lib/i18n/plural.ts.
 * Its texts come as props (./live-stats-section.tsx), so the island ships no use-intl; the list
 * (./live-stats-list.tsx) loads while the figures are fetched.
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { PrelanderVariantId } from '@/lib/campaigns/prelanders';
import type { LiveStatsResponse } from '@/lib/contracts/stats';
import type { LiveStatsTexts } from './live-stats-texts';

type ListComponent = ComponentType<{ stats: LiveStatsResponse; texts: LiveStatsTexts }>;

function isStats(value: unknown): value is LiveStatsResponse {
  const v = value as Partial<LiveStatsResponse> | null;
  return (
    typeof v?.peopleStudyingNow === 'number' &&
    typeof v.placesLeft === 'number' &&
    typeof v.verifiedStudents === 'number' &&
    typeof v.ebookDownloads === 'number'
  );
}

/** The live-figures list of `variantId`, with `texts` translated by the server. */
export function LiveStats({
  variantId,
  texts,
}: {
  variantId: PrelanderVariantId;
  texts: LiveStatsTexts;
}) {
  const [stats, setStats] = useState<LiveStatsResponse | null>(null);
  const [List, setList] = useState<ListComponent | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    // In parallel with the fetch: the list is shown only with the figures anyway.
    import('./live-stats-list')
      .then((module) => setList(() => module.LiveStatsList))
      .catch(() => undefined);
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
      {stats && List ? <List stats={stats} texts={texts} /> : null}
    </div>
  );
}
