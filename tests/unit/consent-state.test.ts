import {
  ALL_CATEGORIES,
  CONSENT_META_KEY,
  NECESSARY_ONLY,
  addMonths,
  anonymousConsentId,
  consentDecidedScript,
  readConsent,
  saveConsent,
} from '@/lib/browser/consent';
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

  it('stores the two product spec keys in their specified format plus the meta key', () => {
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

  describe('the inline script that hides the pre-rendered banner', () => {
    /** Runs the script against `storage` at `now`; true when it marked <html> as decided. */
    function scriptMarks(storage: Storage, policyVersion: string, now: Date): boolean {
      const attributes = new Map<string, string>();
      const document = {
        documentElement: { setAttribute: (k: string, v: string) => attributes.set(k, v) },
      };
      jest.useFakeTimers({ now });
      try {
        new Function('localStorage', 'document', consentDecidedScript(policyVersion))(
          storage,
          document,
        );
      } finally {
        jest.useRealTimers();
      }
      return attributes.has('data-consent-decided');
    }

    const saved = (categories: object, meta: object | string) => {
      const s = memoryStorage();
      s.setItem('cookie-consent', 'true');
      s.setItem('cookie-preferences', JSON.stringify(categories));
      s.setItem(CONSENT_META_KEY, typeof meta === 'string' ? meta : JSON.stringify(meta));
      return s;
    };
    const meta = { decidedAt: decided.toISOString(), policyVersion: VERSION };
    const sixMonths = addMonths(decided, 6);
    const cases: [string, Storage, string, Date][] = [
      ['nothing stored', memoryStorage(), VERSION, decided],
      ['a valid choice', saved(ALL_CATEGORIES, meta), VERSION, decided],
      [
        'a choice just before 6 months',
        saved(NECESSARY_ONLY, meta),
        VERSION,
        new Date(sixMonths.getTime() - 1000),
      ],
      ['a choice at 6 months', saved(NECESSARY_ONLY, meta), VERSION, sixMonths],
      ['another policy version', saved(ALL_CATEGORIES, meta), '2027-01-15', decided],
      ['corrupt meta', saved(ALL_CATEGORIES, '{oops'), VERSION, decided],
      ['no decision time', saved(ALL_CATEGORIES, { policyVersion: VERSION }), VERSION, decided],
      ['necessary off', saved({ ...ALL_CATEGORIES, necessary: false }, meta), VERSION, decided],
      ['a missing category', saved({ necessary: true, analytics: true }, meta), VERSION, decided],
    ];

    it.each(cases)('agrees with readConsent for %s', (_, storage, version, now) => {
      const valid = readConsent(storage, version, now).status === 'valid';
      expect(scriptMarks(storage, version, now)).toBe(valid);
    });

    it('marks <html> for a valid choice only', () => {
      expect(cases.filter(([, s, v, n]) => scriptMarks(s, v, n)).map(([name]) => name)).toEqual([
        'a valid choice',
        'a choice just before 6 months',
      ]);
    });

    it('never throws when storage is blocked', () => {
      const blocked = {
        getItem: () => {
          throw new Error('SecurityError');
        },
      } as unknown as Storage;
      expect(scriptMarks(blocked, VERSION, decided)).toBe(false);
    });
  });
});
