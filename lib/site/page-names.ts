/**
 * Friendly names of the site's pages for the live-visitors tab (docs/product.md §2.14). Unknown
 * paths are shown as they are.
 */
const NAMES: Record<string, string> = {
  '/': 'Home',
  '/guida-trading': 'Guida al trading',
  '/forex-trading': 'Forex trading',
  '/broker-trading-online': 'Confronto broker',
  '/broker-comparison': 'Confronto broker',
  '/about': 'Chi siamo',
  '/student-dashboard': 'Area studenti',
  '/dashboard': 'Area studenti',
  '/login': 'Accesso',
  '/verify-sms': 'Verifica SMS',
  '/sms-bestaetigung': 'Verifica SMS (DE)',
  '/grazie': 'Grazie',
  '/benvenuto': 'Benvenuto',
  '/privacy-policy': 'Privacy policy',
  '/terms-of-service': 'Termini di servizio',
  '/cookie-policy': 'Cookie policy',
  '/disclaimer': 'Disclaimer',
  '/disclaimer-educativo': 'Disclaimer educativo',
  '/normative-consob': 'Normativa CONSOB',
  '/gdpr-compliance': 'Conformità GDPR',
  '/datenschutz': 'Privacy policy (DE)',
  '/nutzungsbedingungen': 'Termini di servizio (DE)',
  '/cookie-richtlinie': 'Cookie policy (DE)',
  '/risikohinweise': 'Disclaimer (DE)',
  '/haftungsausschluss': 'Disclaimer educativo (DE)',
  '/consob-vorschriften': 'Normativa CONSOB (DE)',
  '/dsgvo-konformitaet': 'Conformità GDPR (DE)',
  '/impressum': 'Impressum (DE)',
  '/ebook-gratis': 'Ebook gratis',
  '/guida-trading-base': 'Guida trading base',
  '/guida-crypto-principianti': 'Guida crypto principianti',
  '/educazione-finanziaria-italiana': 'Educazione finanziaria',
  '/guida-crypto-educativa': 'Guida crypto educativa',
  '/segnali-trading-educazione': 'Segnali di trading',
  '/analisi-mercati-educazione': 'Analisi dei mercati',
  '/krypto-leitfaden-deutsch': 'Krypto-Leitfaden (DE)',
  '/willkommen-deutsch': 'Willkommen (DE)',
  '/prelander': 'Pre-lander',
  '/trading-segreti': 'Pre-lander: segreti del trading',
  '/strategie-italiane': 'Pre-lander: strategie italiane',
  '/trading-educativo': 'Pre-lander: trading',
  '/crypto-educazione': 'Pre-lander: crypto',
  '/finanza-personale': 'Pre-lander: finanza personale',
  '/crypto-guida': 'Pre-lander: guida crypto',
  '/investimenti-primi-passi': 'Pre-lander: investimenti',
};

/** The path of `page` without its query ('/prelander?campaign=X' → '/prelander'). */
export function pagePath(page: string): string {
  return page.split(/[?#]/)[0] || '/';
}

/** The friendly name of `page`, or its path. */
export function pageName(page: string): string {
  const path = pagePath(page);
  return NAMES[path] ?? path;
}
