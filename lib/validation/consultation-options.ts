/**
 * The consultation form's fixed choices (docs/product.md §3), apart from ./consultation.ts's
 * schema: free of zod, so a page that only shows them (the back-office's calls) loads no
 * schema library.
 */

/** When the person would like to be called (docs/product.md §3). */
export const PREFERRED_DATES = [
  'questa-settimana',
  'prossima-settimana',
  'tra-due-settimane',
  'flessibile',
] as const;
/** Time slot: morning 9-12, afternoon 14-17, evening 18-21, or flexible (docs/product.md §3). */
export const PREFERRED_TIMES = ['mattina', 'pomeriggio', 'sera', 'flessibile'] as const;
