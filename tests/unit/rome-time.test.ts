/**
 * The offer-end editor's Rome wall time: datetime-local values are Europe/Rome
 * wall time, converted to the instant with Intl across both DST changes, and back.
 */
import { instantToRomeWallTime, romeWallTimeToInstant } from '@/lib/rome-calendar';
import { isRealWallTime } from '@/lib/contracts/admin/landing';

describe('offer end in Rome wall time', () => {
  it.each([
    ['2026-01-10T12:00', '2026-01-10T11:00:00.000Z'], // winter, UTC+1
    ['2026-08-10T12:00', '2026-08-10T10:00:00.000Z'], // summer, UTC+2
    ['2026-03-29T01:59', '2026-03-29T00:59:00.000Z'], // just before spring forward
    ['2026-03-29T03:00', '2026-03-29T01:00:00.000Z'], // just after spring forward
    ['2026-10-25T04:00', '2026-10-25T03:00:00.000Z'], // after fall back
    ['2026-12-31T23:59', '2026-12-31T22:59:00.000Z'], // year end
  ])('%s Rome is %s', (wall, iso) => {
    expect(romeWallTimeToInstant(wall).toISOString()).toBe(iso);
    expect(instantToRomeWallTime(new Date(iso))).toBe(wall);
  });

  it('refuses impossible wall times instead of rolling them over', () => {
    expect(isRealWallTime('2026-02-28T23:59')).toBe(true);
    expect(isRealWallTime('2028-02-29T00:00')).toBe(true);
    expect(isRealWallTime('2026-02-29T10:00')).toBe(false);
    expect(isRealWallTime('2026-13-01T10:00')).toBe(false);
    expect(isRealWallTime('2026-06-01T24:00')).toBe(false);
    expect(isRealWallTime('2026-06-01T10:60')).toBe(false);
  });
});
