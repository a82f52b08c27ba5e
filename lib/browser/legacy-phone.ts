/**
 * A cheap check, on every page, for an old link's `?phone=` (lib/browser/verify-phone.ts moves
 * it to sessionStorage and out of the address): the module that does the move loads only when
 * the address carries one, so pages' JavaScript does not grow for a rare case.
 */

/** The query parameter of old links (`/verify-sms?phone=…`, `/grazie?phone=…`). */
export const LEGACY_PHONE_PARAM = 'phone';

/** True when the current address carries an old link's `?phone=`. */
export function hasLegacyPhone(): boolean {
  return (
    typeof window !== 'undefined' &&
    new URLSearchParams(window.location.search).has(LEGACY_PHONE_PARAM)
  );
}

/**
 * Runs `next` once the address holds no old `?phone=`: at once when it has none, else after
 * moving it (never throws; `next` runs in any case).
 */
export function withoutLegacyPhone(next: () => void): void {
  if (!hasLegacyPhone()) return next();
  void import('@/lib/browser/verify-phone')
    .then((module) => module.adoptPhoneFromAddress())
    .catch(() => undefined)
    .finally(next);
}
