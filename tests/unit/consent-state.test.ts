import {
  ALL_CATEGORIES,
  CONSENT_META_KEY,
  NECESSARY_ONLY,
  addMonths,
  anonymousConsentId,
  readConsent,
  saveConsent,
} from '@/lib/consent';
import { consentRequestSchema } from '@/lib/validation/consent';

/** A minimal in-memory Storage. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

const VERSION = '2026-11-01';
const decided = new Date('2026-11-10T10:00:00Z');

describe('cookie consent state', () => {
  it('asks when nothing is stored', () => {
    expect(readConsent(memoryStorage(), VERSION, decided).status).toBe('missing');
  });

  it('stores the two SPEC keys in their specified format plus the meta key', () => {
    const s = memoryStorage();
    saveConsent(s, { ...NECESSARY_ONLY, analytics: true }, VERSION, decided);
    expect(s.getItem('cookie-consent')).toBe('true');
    expect(JSON.parse(s.getItem('cookie-preferences')!)).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: false,
    });
    expect(JSON.parse(s.getItem(CONSENT_META_KEY)!)).toEqual({
      decidedAt: decided.toISOString(),
      policyVersion: VERSION,
    });
    expect(readConsent(s, VERSION, decided)).toMatchObject({
      status: 'valid',
      categories: { analytics: true, marketing: false },
    });
  });

  it('reject keeps only necessary cookies', () => {
    const s = memoryStorage();
    saveConsent(s, NECESSARY_ONLY, VERSION, decided);
    const stored = readConsent(s, VERSION, decided);
    expect(stored).toEqual({ status: 'valid', categories: NECESSARY_ONLY, decidedAt: decided });
  });

  it('never stores necessary as off', () => {
    const s = memoryStorage();
    saveConsent(s, { ...ALL_CATEGORIES, necessary: false } as never, VERSION, decided);
    expect(JSON.parse(s.getItem('cookie-preferences')!).necessary).toBe(true);
  });

  it('stays valid just before 6 months and expires at 6 months', () => {
    const s = memoryStorage();
    saveConsent(s, ALL_CATEGORIES, VERSION, decided);
    const sixMonths = addMonths(decided, 6);
    expect(sixMonths.toISOString()).toBe('2027-05-10T10:00:00.000Z');
    expect(readConsent(s, VERSION, new Date(sixMonths.getTime() - 1000)).status).toBe('valid');
    expect(readConsent(s, VERSION, sixMonths).status).toBe('expired');
  });

  it('asks again when the cookie policy version changes', () => {
    const s = memoryStorage();
    saveConsent(s, ALL_CATEGORIES, VERSION, decided);
    expect(readConsent(s, '2027-01-15', decided).status).toBe('outdated');
  });

  it('asks again when the stored data is corrupt or lacks the time of the choice', () => {
    const s = memoryStorage();
    s.setItem('cookie-consent', 'true');
    s.setItem('cookie-preferences', '{not json');
    expect(readConsent(s, VERSION, decided).status).toBe('missing');
    s.setItem('cookie-preferences', JSON.stringify(ALL_CATEGORIES));
    expect(readConsent(s, VERSION, decided).status).toBe('missing');
  });

  it('keeps one anonymous id per browser that the API accepts', () => {
    const s = memoryStorage();
    const id = anonymousConsentId(s);
    expect(anonymousConsentId(s)).toBe(id);
    const parsed = consentRequestSchema.safeParse({
      anonymousId: id,
      categories: NECESSARY_ONLY,
      policyVersion: VERSION,
      action: 'close',
    });
    expect(parsed.success).toBe(true);
  });
});
