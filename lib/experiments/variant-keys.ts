/**
 * Variant keys in their fixed order: the control first (the page as it is), then up to three
 * challengers. An experiment uses the first two to four. A module of its own so that the
 * tracker every public page loads reads the keys without the page lists.
 */
export const VARIANT_KEYS = ['control', 'b', 'c', 'd'] as const;
export type VariantKey = (typeof VARIANT_KEYS)[number];
