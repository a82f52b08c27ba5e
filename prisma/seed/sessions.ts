/**
 * Demo visitor sessions (docs/product.md §3 Visitor): `count` sessions over the 30 Rome days
 * ending at `now`, more in the evening (Rome time), more at the weekend and a gentle growth
 * over the month as the campaigns ramp up; `online` of them seen in the last few minutes
 * (the live tab's "online now"). First touch is read from the first page with the app's own
 * rule (firstTouch), so the funnel and campaigns tabs see what a real month would give.
 */
import type { Prisma } from '@/lib/server/generated/prisma/client';
import { addDays, lastRomeDays, romeWallTimeToInstant } from '@/lib/rome-calendar';
import { firstTouch } from '@/lib/server/tracking/visitors';
import { PLACES_DE, PLACES_IT, USER_AGENTS } from './catalog';
import type { Random } from './prng';
import { sessionSources, type Touch } from './touches';

/** Relative traffic per Rome hour 0…23. */
const HOURLY = [
  1, 0.5, 0.3, 0.2, 0.2, 0.3, 0.8, 1.5, 2.2, 2.6, 2.8, 3, 3.4, 3.6, 3, 2.8, 3, 3.4, 4, 4.8, 5.5,
  5.8, 4.5, 2.5,
];
/** Relative traffic per weekday, Sunday first. */
const WEEKDAY = [1.25, 0.95, 0.95, 1, 1, 0.9, 1.15];

const MINUTE = 60_000;

/** A built session: the Visitor row plus what the lead builder needs to know about it. */
export interface DemoSession {
  row: Prisma.VisitorCreateManyInput;
  touch: Touch;
  /** The page on which a registration would be sent (a later page for pre-landers). */
  formUrl: string;
  online: boolean;
  startedAt: Date;
}

/** A random instant of the last 30 Rome days before `now`, shaped by HOURLY and WEEKDAY. */
function sessionStart(random: Random, now: Date): Date {
  const days = lastRomeDays(now, 30);
  const day = random.weighted(
    days.map((d, i) => ({
      value: d,
      weight: WEEKDAY[new Date(`${d}T12:00:00Z`).getUTCDay()]! * (0.75 + (0.5 * i) / 29),
    })),
  );
  for (;;) {
    const hour = random.weighted(HOURLY.map((weight, h) => ({ value: h, weight })));
    const at = romeWallTimeToInstant(`${day}T${String(hour).padStart(2, '0')}:00`);
    const start = new Date(at.getTime() + random.int(0, 59 * MINUTE));
    if (start.getTime() < now.getTime() - 10 * MINUTE) return start;
    // Today's later hours have not happened yet: take yesterday's.
    if (day === days[days.length - 1]) {
      const earlier = romeWallTimeToInstant(
        `${addDays(day, -1)}T${String(hour).padStart(2, '0')}:00`,
      );
      return new Date(earlier.getTime() + random.int(0, 59 * MINUTE));
    }
  }
}

/** `count` sessions, of which `online` are live at `now`; sorted by start, oldest first. */
export function buildSessions(
  random: Random,
  now: Date,
  count: number,
  online: number,
): DemoSession[] {
  const sources = sessionSources(random);
  const sessions: DemoSession[] = [];
  for (let i = 0; i < count; i++) {
    const touch = random.weighted(sources)();
    const isOnline = i < online;
    const createdAt = isOnline
      ? new Date(now.getTime() - random.int(1, 25) * MINUTE)
      : sessionStart(random, now);
    const lastSeen = isOnline
      ? new Date(now.getTime() - random.int(2, 240) * 1000)
      : new Date(createdAt.getTime() + Math.round(Math.exp(random.next() * 6.5) * 1000));
    const place = random.weighted(
      (touch.german ? PLACES_DE : PLACES_IT).map((p) => ({ value: p, weight: p.weight })),
    );
    const formUrl = touch.next ?? touch.url;
    sessions.push({
      touch,
      formUrl,
      online: isOnline,
      startedAt: createdAt,
      row: {
        sessionId: `demo-${String(i).padStart(5, '0')}-${random.int(0, 2 ** 31).toString(36)}`,
        ipAddress: `${place.net}.${random.int(0, 255)}.0`,
        country: touch.german ? 'Germany' : 'Italy',
        countryCode: touch.german ? 'DE' : 'IT',
        city: place.city,
        region: place.region,
        userAgent: random.pick(USER_AGENTS),
        currentPage: formUrl,
        referrer: touch.referrer,
        // Most sessions ended with the leave beacon; some tabs were simply closed.
        isActive: isOnline || random.chance(0.2),
        ...firstTouch(touch.url),
        lastSeen: lastSeen > now ? now : lastSeen,
        createdAt,
      },
    });
  }
  return sessions.sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
}
