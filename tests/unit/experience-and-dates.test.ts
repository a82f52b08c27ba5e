import { canonicalExperience } from '@/lib/server/leads/experience';
import type { Prisma } from '@/lib/server/generated/prisma/client';
import { Experience } from '@/lib/server/generated/prisma/enums';
import { addMonths, takeFreeAccessPlace } from '@/lib/server/leads/free-access';
import { EXPERIENCE_INPUTS } from '@/lib/validation/registration';
import { EXPERIENCE_LEVELS } from '@/lib/validation/experience-options';
import { EXPERIENCE_GROUPS } from '@/lib/contracts/admin/leads';

describe('experience levels', () => {
  it('are the values of the database enum, in its order', () => {
    expect(EXPERIENCE_LEVELS).toEqual(Object.values(Experience));
  });

  it("each fall in exactly one group of the leads tab's filter, so no lead is unreachable", () => {
    const groups: readonly (readonly string[])[] = Object.values(EXPERIENCE_GROUPS);
    for (const level of EXPERIENCE_LEVELS) {
      expect(groups.filter((g) => g.includes(level))).toHaveLength(1);
    }
  });
});

describe('canonicalExperience', () => {
  it.each([
    ['principiante', 'principiante'],
    ['beginner', 'principiante'],
    ['base', 'base'],
    ['intermedio', 'intermedio'],
    ['intermediate', 'intermedio'],
    ['avanzato', 'avanzato'],
    ['advanced', 'avanzato'],
    ['professionale', 'professionale'],
    ['professional', 'professionale'],
  ] as const)('maps %s to %s', (input, canonical) => {
    expect(canonicalExperience(input)).toBe(canonical);
  });

  it('maps every accepted input into the canonical set', () => {
    const canonical = Object.values(Experience);
    for (const input of EXPERIENCE_INPUTS) expect(canonical).toContain(canonicalExperience(input));
  });
});

describe('addMonths', () => {
  const utc = (iso: string) => new Date(`${iso}Z`);

  it('keeps the day of month when it exists: Jan 15 + 6 = Jul 15', () => {
    expect(addMonths(utc('2026-01-15T09:30:00.000'), 6).toISOString()).toBe(
      '2026-07-15T09:30:00.000Z',
    );
  });

  it('clamps to the end of a short month: Aug 31 + 6 = Feb 28 (common year)', () => {
    expect(addMonths(utc('2026-08-31T12:00:00.000'), 6).toISOString()).toBe(
      '2027-02-28T12:00:00.000Z',
    );
  });

  it('clamps to Feb 29 in a leap year: Aug 31, 2027 + 6 = Feb 29, 2028', () => {
    expect(addMonths(utc('2027-08-31T23:59:59.999'), 6).toISOString()).toBe(
      '2028-02-29T23:59:59.999Z',
    );
  });

  it('clamps to a 30-day month: Mar 31 + 6 = Sep 30', () => {
    expect(addMonths(utc('2026-03-31T00:00:00.000'), 6).toISOString()).toBe(
      '2026-09-30T00:00:00.000Z',
    );
  });

  it('crosses the year: Nov 30 + 6 = May 30 of the next year', () => {
    expect(addMonths(utc('2026-11-30T08:00:00.000'), 6).toISOString()).toBe(
      '2027-05-30T08:00:00.000Z',
    );
  });

  it('works in UTC whatever the time of day (no drift across DST changes)', () => {
    expect(addMonths(utc('2026-03-29T00:30:00.000'), 6).toISOString()).toBe(
      '2026-09-29T00:30:00.000Z',
    );
    expect(addMonths(utc('2026-10-25T23:30:00.000'), 6).toISOString()).toBe(
      '2027-04-25T23:30:00.000Z',
    );
  });

  it('leaves its argument untouched', () => {
    const from = utc('2026-08-31T12:00:00.000');
    addMonths(from, 6);
    expect(from.toISOString()).toBe('2026-08-31T12:00:00.000Z');
  });
});

describe('takeFreeAccessPlace', () => {
  /** A transaction whose conditional UPDATE on the pool answers `rows`. */
  const pool = (rows: { granted: number }[]) =>
    ({ $queryRaw: async () => rows }) as unknown as Prisma.TransactionClient;

  it('grants place n with 6 months of access, to the same time of day', async () => {
    const now = new Date('2026-08-31T12:00:00.000Z');
    expect(await takeFreeAccessPlace(pool([{ granted: 42 }]), now)).toEqual({
      registrationNumber: '42',
      expiresAt: new Date('2027-02-28T12:00:00.000Z'),
    });
    expect(
      (await takeFreeAccessPlace(pool([{ granted: 1 }]), new Date('2026-01-15T09:30:00.000Z')))
        ?.expiresAt,
    ).toEqual(new Date('2026-07-15T09:30:00.000Z'));
  });

  it('grants nothing once the pool is empty', async () => {
    expect(await takeFreeAccessPlace(pool([]), new Date('2026-01-15T09:30:00.000Z'))).toBeNull();
  });
});
