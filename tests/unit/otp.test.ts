import {
  codeMatches,
  codeStatus,
  expiryFor,
  generateCode,
  hashCode,
  type CodeState,
} from '@/lib/server/leads/otp';

// The controllable clock: every rule is a function of an explicit Date.
const T0 = new Date('2026-11-22T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

function code(overrides: Partial<CodeState> = {}): CodeState {
  return { createdAt: T0, expiresAt: expiryFor(T0), consumedAt: null, ...overrides };
}

describe('generateCode', () => {
  it('gives exactly 6 digits', () => {
    for (let i = 0; i < 200; i++) expect(generateCode()).toMatch(/^\d{6}$/);
  });

  it('zero-pads small numbers', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('node:crypto', () => ({
        ...jest.requireActual<object>('node:crypto'),
        randomInt: () => 42,
      }));
      const otp = await import('@/lib/server/leads/otp');
      expect(otp.generateCode()).toBe('000042');
    });
    jest.dontMock('node:crypto');
  });

  it('varies from call to call', () => {
    const codes = new Set(Array.from({ length: 50 }, generateCode));
    expect(codes.size).toBeGreaterThan(45);
  });
});

describe('hashCode / codeMatches', () => {
  it('never stores the code itself: salt$sha256-hex', () => {
    const stored = hashCode('123456');
    expect(stored).toMatch(/^[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(stored).not.toContain('123456');
  });

  it('matches the right code and refuses a wrong one', () => {
    const stored = hashCode('042917');
    expect(codeMatches('042917', stored)).toBe(true);
    expect(codeMatches('042918', stored)).toBe(false);
    expect(codeMatches('42917', stored)).toBe(false);
    expect(codeMatches('', stored)).toBe(false);
  });

  it('uses a fresh salt each time, so the same code hashes differently', () => {
    const a = hashCode('123456');
    const b = hashCode('123456');
    expect(a).not.toBe(b);
    expect(a.split('$')[0]).not.toBe(b.split('$')[0]);
    expect(codeMatches('123456', a)).toBe(true);
    expect(codeMatches('123456', b)).toBe(true);
  });

  it('is deterministic for a given salt', () => {
    expect(hashCode('123456', 'abc')).toBe(hashCode('123456', 'abc'));
    expect(hashCode('123456', 'abc')).not.toBe(hashCode('123456', 'abd'));
  });

  it('refuses malformed stored values instead of throwing', () => {
    expect(codeMatches('123456', '')).toBe(false);
    expect(codeMatches('123456', 'nosalt')).toBe(false);
    expect(codeMatches('123456', '$deadbeef')).toBe(false);
    expect(codeMatches('123456', 'salt$')).toBe(false);
    expect(codeMatches('123456', 'salt$abcd')).toBe(false);
  });
});

describe('codeStatus', () => {
  it('expires exactly 10 minutes after creation', () => {
    expect(expiryFor(T0).getTime() - T0.getTime()).toBe(10 * 60_000);
  });

  it('is usable until the last millisecond before expiry', () => {
    expect(codeStatus(code(), T0)).toBe('usable');
    expect(codeStatus(code(), at(10 * 60_000 - 1))).toBe('usable');
  });

  it('is expired at exactly 10 minutes and after', () => {
    expect(codeStatus(code(), at(10 * 60_000))).toBe('expired');
    expect(codeStatus(code(), at(60 * 60_000))).toBe('expired');
  });

  it('is consumed once used, whatever else holds', () => {
    expect(codeStatus(code({ consumedAt: at(1000) }), at(2000))).toBe('consumed');
    expect(codeStatus(code({ consumedAt: at(1000) }), at(20 * 60_000))).toBe('consumed');
  });
});
