/**
 * The three email templates of the communications tab (docs/product.md §2.14: welcome, verification
 * follow-up, premium consultation), in Italian and in German for German leads. `{firstName}`
 * and the welcome's `{studentAreaUrl}` are filled in; the admin may edit the text before
 * sending. Plain text is the source; the HTML part is the same text, escaped, in paragraphs,
 * its web addresses as links, with the unsubscribe link.
 */
import { STUDENT_AREA_PATHS } from '../site/routes';

export const EMAIL_TEMPLATES = [
  'welcome',
  'verification-follow-up',
  'premium-consultation',
] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];

type Copy = { subject: string; body: string };

const COPY: Record<'it' | 'de', Record<EmailTemplate, Copy>> = {
  it: {
    welcome: {
      subject: 'Benvenuto in Accademia Trading Italia',
      body: 'Ciao {firstName},\n\ngrazie per esserti registrato. Nella tua area studenti trovi gli ebook gratuiti, le guide e il calendario dei webinar:\n{studentAreaUrl}\n\nRicorda: i contenuti sono solo formativi e non costituiscono consulenza finanziaria. Il trading comporta rischi.\n\nA presto,\nil team di Accademia Trading Italia',
    },
    'verification-follow-up': {
      subject: 'Completa la verifica del tuo numero',
      body: 'Ciao {firstName},\n\nla tua registrazione è quasi completa: manca solo la verifica del numero di telefono con il codice che ti abbiamo inviato via SMS. Se il codice è scaduto, puoi richiederne uno nuovo dalla pagina di verifica.\n\nIl team di Accademia Trading Italia',
    },
    'premium-consultation': {
      subject: 'La tua consulenza formativa di 30 minuti',
      body: 'Ciao {firstName},\n\nun nostro consulente è disponibile per una chiamata gratuita di 30 minuti per orientarti nel percorso formativo. Rispondi a questa email indicando quando preferisci essere contattato (lun-ven 9:00-18:00).\n\nLa consulenza è formativa e non costituisce consulenza in materia di investimenti.\n\nIl team di Accademia Trading Italia',
    },
  },
  de: {
    welcome: {
      subject: 'Willkommen bei Accademia Trading Italia',
      body: 'Hallo {firstName},\n\nvielen Dank für Ihre Registrierung. In Ihrem Lernbereich finden Sie die kostenlosen E-Books, Leitfäden und die Webinar-Termine:\n{studentAreaUrl}\n\nHinweis: Die Inhalte dienen nur der Bildung und sind keine Anlageberatung. Trading ist mit Risiken verbunden.\n\nViele Grüße\nIhr Team von Accademia Trading Italia',
    },
    'verification-follow-up': {
      subject: 'Bestätigen Sie Ihre Telefonnummer',
      body: 'Hallo {firstName},\n\nIhre Registrierung ist fast abgeschlossen: Es fehlt nur noch die Bestätigung Ihrer Telefonnummer mit dem Code, den wir Ihnen per SMS geschickt haben. Ist der Code abgelaufen, können Sie auf der Bestätigungsseite einen neuen anfordern.\n\nIhr Team von Accademia Trading Italia',
    },
    'premium-consultation': {
      subject: 'Ihr 30-minütiges Bildungsgespräch',
      body: 'Hallo {firstName},\n\nein Berater steht Ihnen für ein kostenloses 30-minütiges Gespräch zur Orientierung im Lernprogramm zur Verfügung. Antworten Sie auf diese E-Mail und nennen Sie uns Ihre Wunschzeit (Mo-Fr 9:00-18:00).\n\nDas Gespräch dient der Bildung und ist keine Anlageberatung.\n\nIhr Team von Accademia Trading Italia',
    },
  },
};

/**
 * Subject and body of `template` in the lead's language, `{firstName}` filled in and
 * `{studentAreaUrl}` with the student area of that language (lib/site/routes.ts
 * STUDENT_AREA_PATHS) on `origin`: the site's address (env.SITE_URL) on the server; in the
 * back-office's browser the page's own origin, the same site.
 */
export function renderTemplate(
  template: EmailTemplate,
  locale: string,
  firstName: string,
  origin: string = typeof window === 'undefined' ? '' : window.location.origin,
): Copy {
  const language = locale === 'de' ? 'de' : 'it';
  const copy = COPY[language][template];
  const studentArea = new URL(STUDENT_AREA_PATHS[language], origin || 'http://localhost').href;
  return {
    subject: copy.subject,
    body: copy.body
      .replaceAll('{firstName}', firstName)
      .replaceAll('{studentAreaUrl}', studentArea),
  };
}

/** `s` with the five HTML special characters escaped. */
export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** `html` (escaped text) with each http(s) address made a link to itself. */
const linkify = (html: string) =>
  html.replace(/\bhttps?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** The text and HTML parts of a message with body `text` and an optional unsubscribe link. */
export function mailParts(text: string, unsubscribe: { url: string; label: string } | null) {
  const footer = unsubscribe ? `\n\n--\n${unsubscribe.label}: ${unsubscribe.url}` : '';
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => `<p>${linkify(escapeHtml(p)).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  const htmlFooter = unsubscribe
    ? `\n<hr><p style="font-size:12px;color:#64748b"><a href="${escapeHtml(unsubscribe.url)}">${escapeHtml(unsubscribe.label)}</a></p>`
    : '';
  return {
    text: `${text}${footer}`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5">${paragraphs}${htmlFooter}</body></html>`,
  };
}

/** The unsubscribe link's label in the lead's language. */
export function unsubscribeLabel(locale: string): string {
  return locale === 'de' ? 'Vom E-Mail-Versand abmelden' : 'Annulla l’iscrizione alle email';
}
