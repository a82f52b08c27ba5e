import {
  addDays,
  daysOfMonth,
  instantToRomeWallTime,
  lastRomeDays,
  romeDate,
  romeWallTimeToInstant,
} from '@/lib/rome-calendar';

describe('Rome calendar', () => {
  it('puts 23:30 UTC on the next Rome day (UTC+1 in winter, UTC+2 in summer)', () => {
    expect(romeDate(new Date('2026-11-20T23:30:00Z'))).toBe('2026-11-21');
    expect(romeDate(new Date('2026-11-20T22:59:00Z'))).toBe('2026-11-20');
    expect(romeDate(new Date('2026-07-20T22:30:00Z'))).toBe('2026-07-21');
  });

  it('lists the last days and the days of a month', () => {
    expect(lastRomeDays(new Date('2026-03-01T10:00:00Z'), 3)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    expect(daysOfMonth('2028-02')).toHaveLength(29);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('converts Rome wall time to the instant, in winter and in summer', () => {
    expect(romeWallTimeToInstant('2026-12-15T18:00').toISOString()).toBe(
      '2026-12-15T17:00:00.000Z',
    );
    expect(romeWallTimeToInstant('2026-07-15T18:00').toISOString()).toBe(
      '2026-07-15T16:00:00.000Z',
    );
    expect(romeWallTimeToInstant('2026-03-29T03:30').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(instantToRomeWallTime(new Date('2026-07-15T16:00:00Z'))).toBe('2026-07-15T18:00');
  });
});
