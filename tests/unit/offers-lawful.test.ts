/**
 * The follow-up offers stay lawful (lib/offers.ts): no message of the offers (both
 * languages), of the German education-account page, or any other message that puts a CFD next
 * to a partner broker may promise a bonus, commission-free trades or loss protection (ESMA
 * Decision (EU) 2018/796 art. 2(e), made permanent by CONSOB and BaFin). Legal pages that warn
 * that such bonuses are forbidden do not name a partner next to a CFD and are not flagged.
 */
import deMessages from '@/messages/de.json';
import itMessages from '@/messages/it.json';

const FORBIDDEN = [
  /bonus/i,
  /\bboni\b/i,
  /commission[- ]free|senza commissioni|zero commissioni|commissioni zero|provisionsfrei|ohne provision/i,
  /loss protection|protezione (dalle|dalla|contro le) perdit|verlustschutz|schutz vor verlusten/i,
];

/** Every text of `messages` with its dotted path. */
function texts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    texts(child, path ? `${path}.${key}` : key),
  );
}

/** Texts of the offers' context: the offers and the education-account page, plus CFD + partner. */
function offerTexts(messages: unknown): [string, string][] {
  return texts(messages).filter(
    ([path, text]) =>
      path.startsWith('offers.') ||
      path.startsWith('germanWelcome.') ||
      (/\bCFD/.test(text) && /partner/i.test(text)),
  );
}

function violations(messages: unknown): string[] {
  return offerTexts(messages)
    .filter(([, text]) => FORBIDDEN.some((pattern) => pattern.test(text)))
    .map(([path]) => path);
}

describe('offers are lawful', () => {
  it.each([
    ['it', itMessages],
    ['de', deMessages],
  ])('no bonus, commission-free trades or loss protection in the %s offers', (_, messages) => {
    expect(offerTexts(messages).length).toBeGreaterThan(20);
    expect(violations(messages)).toEqual([]);
  });

  it('would catch the docs/product.md §9 claims if someone added them back', () => {
    const spec = {
      offers: {
        partner: {
          a: 'Bonus di benvenuto di 500 euro',
          b: '50 operazioni senza commissioni',
          c: 'Protezione dalle perdite fino a 1000 euro',
          d: 'Bis zu 1.500 € Boni',
          e: '50 provisionsfreie Trades',
          f: 'Verlustschutz bis 1.000 €',
        },
      },
      elsewhere: { g: 'CFD del nostro broker partner con bonus' },
    };
    expect(violations(spec)).toEqual([
      'offers.partner.a',
      'offers.partner.b',
      'offers.partner.c',
      'offers.partner.d',
      'offers.partner.e',
      'offers.partner.f',
      'elsewhere.g',
    ]);
  });

  it('leaves the legal warnings that bonuses are forbidden alone', () => {
    const legal = texts(itMessages).filter(([, text]) => /bonus/i.test(text));
    expect(legal.length).toBeGreaterThan(0);
    expect(violations(itMessages)).toEqual([]);
  });
});
