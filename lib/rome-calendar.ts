/**
 * Calendar days in Europe/Rome (the operator's day: "today", per-day charts, monthly goals).
 * Pure, shared by server and browser; the SQL side groups with `AT TIME ZONE 'Europe/Rome'`.
 */
export const ROME_TIME_ZONE = 'Europe/Rome';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ROME_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Rome calendar date of instant `at`, as 'YYYY-MM-DD'. */
export function romeDate(at: Date): string {
  return dayFormat.format(at);
}

/** The Rome month of instant `at`, as 'YYYY-MM'. */
export function romeMonth(at: Date): string {
  return romeDate(at).slice(0, 7);
}

/** 'YYYY-MM-DD' moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The `count` Rome days ending with the day of `now`, oldest first. */
export function lastRomeDays(now: Date, count: number): string[] {
  const today = romeDate(now);
  return Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
}

/** Every day of month 'YYYY-MM', oldest first. */
export function daysOfMonth(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/**
 * The instant at which Rome wall time `local` ('YYYY-MM-DDTHH:mm' or 'YYYY-MM-DD') happens.
 * Handles both DST changes: the offset is read from Intl for that very moment.
 */
export function romeWallTimeToInstant(local: string): Date {
  const [date, time = '00:00'] = local.split('T') as [string, string?];
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  const offsetAt = (instant: number) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: ROME_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(new Date(instant));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return (
      Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) - instant
    );
  };
  const first = guess - offsetAt(guess);
  return new Date(guess - offsetAt(first));
}

/** Rome wall time of instant `at` as 'YYYY-MM-DDTHH:mm' (for datetime-local inputs). */
export function instantToRomeWallTime(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ROME_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}
