/**
 * One form of address per language: the German texts speak to the reader with «Sie»
 * throughout — pages, forms, errors, the guides, the SMS and the emails (issue 36: the site
 * mixed «Sie» and «du»). Every string of messages/de.json and every German email template is
 * read; an informal pronoun («du», «dich», «dir», «dein…», «euch», «euer…») or a sentence
 * that opens with an informal imperative («Registriere dich», «Lerne», «Gib …») fails the
 * test with the key that holds it.
 */
import deMessages from '@/messages/de.json';
import { EMAIL_TEMPLATES, renderTemplate } from '@/lib/admin/email-templates';

const INFORMAL_PRONOUN =
  /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines|euch|euer|eure|euren|eurem|eurer|eures)\b/i;

/** Du-imperatives met on the site, at the start of a sentence, a list item or a quote. */
const INFORMAL_IMPERATIVE = new RegExp(
  String.raw`(^|[.:!?]\s+|„)(${[
    'Aktiviere',
    'Beende',
    'Beginne',
    'Bestätige',
    'Bring',
    'Entdecke',
    'Ernenne',
    'Erhalte',
    'Eröffne',
    'Fordere',
    'Führe',
    'Gib',
    'Halte',
    'Klicke',
    'Kombiniere',
    'Lade',
    'Lass',
    'Lege',
    'Lerne',
    'Lies',
    'Melde',
    'Notiere',
    'Nutze',
    'Öffne',
    'Prüfe',
    'Registriere',
    'Riskiere',
    'Schließe',
    'Schreib',
    'Sei',
    'Setze',
    'Starte',
    'Teste',
    'Übe',
    'Überlege',
    'Überschreite',
    'Vergleiche',
    'Versuche',
    'Vertiefe',
    'Wähle',
    'Wechsle',
    'Wende',
    'Wische',
    'Zahle',
  ].join('|')})\b`,
  'u',
);

/** Every string under `value`, with the dotted key that holds it. */
function* strings(value: unknown, key = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [key, value];
  else if (Array.isArray(value))
    for (const [i, v] of value.entries()) yield* strings(v, `${key}[${i}]`);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) yield* strings(v, key ? `${key}.${k}` : k);
}

/** The German texts: the catalogue and the emails (subject and body of each template). */
function germanTexts(): [string, string][] {
  const emails = EMAIL_TEMPLATES.flatMap((template): [string, string][] => {
    const { subject, body } = renderTemplate(template, 'de', 'Lena', 'https://example.de');
    return [
      [`email:${template}.subject`, subject],
      [`email:${template}.body`, body],
    ];
  });
  return [...strings(deMessages), ...emails];
}

describe('German texts address the reader with «Sie»', () => {
  it('has no informal pronoun', () => {
    const informal = germanTexts().filter(([, text]) => INFORMAL_PRONOUN.test(text));
    expect(informal.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('opens no sentence with an informal imperative', () => {
    const informal = germanTexts().filter(([, text]) => INFORMAL_IMPERATIVE.test(text));
    expect(informal.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    for (const text of ['Registriere dich kostenlos', 'Lerne die Grundlagen.', 'Was du erhältst'])
      expect(INFORMAL_PRONOUN.test(text) || INFORMAL_IMPERATIVE.test(text)).toBe(true);
    for (const text of ['Registrieren Sie sich', 'Lernen Sie die Grundlagen.', 'Trend: Folge'])
      expect(INFORMAL_PRONOUN.test(text) || INFORMAL_IMPERATIVE.test(text)).toBe(false);
  });
});
