/**
 * How long a cookie choice holds, shared by the banner (lib/browser/consent.ts) and the
 * server, which honours the same choice before it reports a conversion to Meta.
 */

/** A choice is valid for this many calendar months (Garante, linee guida cookie 2021). */
export const CONSENT_VALID_MONTHS = 6;

/** `date` plus `months` calendar months. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  result.setMonth(result.getMonth() + months);
  return result;
}
