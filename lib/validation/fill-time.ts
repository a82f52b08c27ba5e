/**
 * The registration form's minimum fill time (the product spec's form, the server's check in
 * lib/server/leads/form-shield.ts), in a module of its own so that the page can wait for it
 * without loading the form's schema (and zod) with the page.
 */

/** A registration sent sooner than this after its form was shown is refused (400 form_too_fast). */
export const MIN_FILL_MS = 2_000;
