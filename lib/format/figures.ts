/**
 * Figures written the Italian and German way without Intl (lib/i18n/plural.ts says why the islands
 * avoid it): thousands grouped with a dot, one decimal after a comma.
 */

/** 15392 → '15.392'. */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** 4.3 → '4,3'; 5 → '5'. */
export function formatAverage(value: number): string {
  return String(Math.round(value * 10) / 10).replace('.', ',');
}
