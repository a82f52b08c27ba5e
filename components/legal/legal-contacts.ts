/**
 * Contact addresses the legal pages cite (docs/product.md §2.12 "contacts", §9 support hours).
 * One place to change them; the copy refers to them as {privacyEmail} / {supportEmail}.
 */
export const PRIVACY_EMAIL = 'privacy@accademiatradingitalia.it';
export const SUPPORT_EMAIL = 'supporto@accademiatradingitalia.it';
