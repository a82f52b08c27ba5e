/**
 * The German legal pages (Impressum, Datenschutz, Nutzungsbedingungen, Cookie-Richtlinie,
 * Haftungsausschluss, Risikohinweise, CONSOB, DSGVO) and the cookie banner shown over them
 * address the reader in one form: «Sie», never «du». A page that mixed both read as careless
 * in a legal text.
 */
import de from '@/messages/de.json';

/** Every string under `node` with its path. */
function strings(node: unknown, path: string): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (Array.isArray(node)) return node.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  return [];
}

const INFORMAL = /\b(du|dich|dir|dein(e|er|em|en|es)?|euch|euer)\b/i;
/** Imperatives of the informal address found in the old texts ("Lies", "Prüfe", "Sei" …). */
const INFORMAL_IMPERATIVE =
  /(^|[:.;!?]\s+|\s)(Lies|Prüfe|Wende|Schreibe?|Melde|Sei|Frage dich|Vergleiche|Zahle|Bewahre|Kontrolliere|Misstraue|Überlege|Investiere)\b(?! Sie)/;

const SHOWN_ON_LEGAL_PAGES = [...strings(de.legal, 'legal'), ...strings(de.consent, 'consent')];

it('uses no informal address on the German legal pages', () => {
  const informal = SHOWN_ON_LEGAL_PAGES.filter(
    ([, text]) => INFORMAL.test(text) || INFORMAL_IMPERATIVE.test(text),
  );
  expect(informal).toEqual([]);
});

it('addresses the reader as «Sie», the Impressum included', () => {
  expect(de.legal.imprint.sections.kontakt.b1).toBe(
    'So erreichen Sie uns schnell und unmittelbar:',
  );
  const formal = SHOWN_ON_LEGAL_PAGES.filter(([, text]) => /\b(Ihnen|Ihr\w*)\b/.test(text));
  expect(formal.length).toBeGreaterThan(50);
});
