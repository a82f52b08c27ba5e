/**
 * The seven Italian legal pages (SPEC.md §2.12, §9): route, message namespace and the
 * ordered section ids. Each id is both the anchor (`#titolare`) and the message key
 * `legal.<page>.sections.<id>`. Dates are fixed policy dates, never the build date.
 */

/** Date the legal texts were last revised (shown as "Ultimo aggiornamento"). */
export const LEGAL_UPDATED = '2026-11-01';

export const LEGAL_PAGES = {
  privacy: {
    path: '/privacy-policy',
    sections: [
      'titolare',
      'dati-raccolti',
      'finalita-basi-giuridiche',
      'responsabili-fornitori',
      'conservazione',
      'trasferimenti',
      'diritti',
      'reclamo-garante',
      'minori',
      'modifiche',
    ],
  },
  terms: {
    path: '/terms-of-service',
    sections: [
      'servizio',
      'requisiti',
      'account-verifica',
      'accesso-gratuito',
      'natura-educativa',
      'offerte-partner',
      'proprieta-intellettuale',
      'responsabilita',
      'modifiche',
      'legge-foro',
    ],
  },
  cookies: {
    path: '/cookie-policy',
    sections: [
      'cosa-sono',
      'categorie',
      'cookie-del-sito',
      'terze-parti',
      'gestione',
      'conseguenze',
      'durata-consenso',
      'aggiornamenti',
      'contatti',
    ],
  },
  disclaimer: {
    path: '/disclaimer',
    sections: [
      'avvertenza-rischio',
      'natura-educativa',
      'esclusione-responsabilita',
      'conformita-normativa',
      'affiliazione',
      'risultati',
      'rischi-tecnici-mercato',
      'informazioni-legali',
      'contatti',
    ],
  },
  educational: {
    path: '/disclaimer-educativo',
    sections: [
      'finalita',
      'cosa-non-facciamo',
      'esempi-simulazioni',
      'autovalutazione',
      'consulenza-abilitata',
      'rischio-cfd',
      'affiliazione',
      'aggiornamento',
      'responsabilita',
      'contatti',
    ],
  },
  consob: {
    path: '/normative-consob',
    sections: [
      'quadro',
      'consob',
      'esma',
      'mifid',
      'verifica-broker',
      'operatori-abusivi',
      'cripto-attivita',
      'tutele',
      'ruolo-sito',
    ],
  },
  gdpr: {
    path: '/gdpr-compliance',
    sections: [
      'principi',
      'consenso',
      'minimizzazione',
      'cookie',
      'sicurezza',
      'conservazione',
      'fornitori',
      'diritti',
      'violazioni',
      'contatti',
    ],
  },
} as const satisfies Record<string, { path: string; sections: readonly string[] }>;

export type LegalPageKey = keyof typeof LEGAL_PAGES;
