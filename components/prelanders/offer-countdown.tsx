'use client';
/**
 * Countdown to a stored offer end (docs/decisions.md §5): ticks once a second, counts to a real
 * time so nothing restarts on reload, and disappears once the offer has ended.
 */
import { useEffect, useState } from 'react';
import { ClockIcon as Clock } from '@/components/ui/inline-icons';
import { fillText } from '@/lib/i18n/fill-text';
import { formatCountdown } from '../../lib/format/countdown';
import type { LiveStatsTexts } from './live-stats-texts';

/** Time left until `endsAt` (ISO string) as hh:mm:ss; nothing once it is past. */
export function OfferCountdown({
  endsAt,
  texts,
}: {
  endsAt: string;
  texts: Pick<LiveStatsTexts, 'offerEnds' | 'countdownLabel'>;
}) {
  const end = Date.parse(endsAt);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);

  if (!Number.isFinite(end) || end - now <= 0) return null;
  const left = formatCountdown(end - now);
  return (
    <li className="flex items-center gap-3 rounded-lg bg-white/10 px-4 py-3">
      <Clock className="size-5 shrink-0 text-amber-300" aria-hidden="true" />
      <span className="text-sm">
        {texts.offerEnds}{' '}
        <span
          role="timer"
          aria-label={fillText(texts.countdownLabel, {
            hours: left.hours,
            minutes: left.minutes,
            seconds: left.seconds,
          })}
          className="font-mono text-base font-bold tabular-nums"
        >
          {left.text}
        </span>
      </span>
    </li>
  );
}
