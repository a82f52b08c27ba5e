/**
 * The legal pages (docs/product.md §2.12, §9; the imprint, German only): message namespace
 * and the ordered section ids. Each id is both the anchor (`#titolare`, the same in both
 * languages) and the message key `legal.<page>.sections.<id>`. Their paths per language live
 * in lib/site/routes.ts (LEGAL_PATHS). Dates are fixed policy dates, never the build date.
 */
import type { LegalPageId } from '@/lib/site/routes';

/** Date the legal texts were last revised (shown as "Ultimo aggiornamento"). */
export const LEGAL_UPDATED = '2026-11-01';

export const LEGAL_PAGES = {
  privacy: {
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
  // § 5 DDG; the values come from the operator settings (components/legal/imprint.tsx).
  imprint: {
    sections: ['anbieter', 'kontakt', 'register', 'umsatzsteuer'],
  },
} as const satisfies Record<LegalPageId, { sections: readonly string[] }>;

export type LegalPageKey = keyof typeof LEGAL_PAGES;
