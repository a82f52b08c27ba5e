/**
 * Cookie-consent state in the browser (docs/product.md §2.4, §3 "Cookie preferences", §4 "Cookie
 * consent"). The two product spec keys keep their format ('cookie-consent' = 'true',
 * 'cookie-preferences' = JSON of the four booleans); a third key records when the choice
 * was made and under which policy version, so the banner asks again after 6 months
 * (Garante, linee guida cookie 2021) or when the cookie policy changes.
 * Pure functions over a Storage, plus a tiny event bus for the islands.
 */
import { STORAGE_KEYS } from '@/lib/browser/storage-keys';
import type { CookieCategories } from '@/lib/validation/consent';
import { CONSENT_VALID_MONTHS, addMonths } from '@/lib/privacy/consent-rules';

export type { CookieCategories };

/** When the choice was made (ISO time) and under which cookie-policy version. */
export const CONSENT_META_KEY = 'cookie-consent-meta';
/** Random id that links this browser's consent records (proof of consent). */
export const CONSENT_ID_KEY = 'cookie-consent-id';
export { CONSENT_VALID_MONTHS, addMonths };

/** Window events: the consent changed (detail: categories), or someone asks for the panel. */
export const CONSENT_CHANGED_EVENT = 'consent:changed';
export const OPEN_PREFERENCES_EVENT = 'consent:open-preferences';

export const NECESSARY_ONLY: CookieCategories = {
  necessary: true,
  analytics: false,
  marketing: false,
  functional: false,
};
export const ALL_CATEGORIES: CookieCategories = {
  necessary: true,
  analytics: true,
  marketing: true,
  functional: true,
};

interface ConsentMeta {
  decidedAt: string;
  policyVersion: string;
}

/** The stored choice, when one exists, is readable and is still valid at `now`. */
export type StoredConsent =
  | { status: 'valid'; categories: CookieCategories; decidedAt: Date }
  | { status: 'missing' | 'expired' | 'outdated' };

function parseJson(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * The stored preferences' shape (cookieCategoriesSchema's rule), checked by hand so that
 * every page does not load zod (~17 kB gzip) just to read localStorage.
 */
function isCookieCategories(value: unknown): value is CookieCategories {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    v.necessary === true &&
    typeof v.analytics === 'boolean' &&
    typeof v.marketing === 'boolean' &&
    typeof v.functional === 'boolean'
  );
}

/**
 * Reads the stored choice. 'missing' when none (or unreadable), 'outdated' when made under
 * another policy version, 'expired' when older than 6 months: the banner shows in all three.
 */
export function readConsent(storage: Storage, policyVersion: string, now: Date): StoredConsent {
  if (storage.getItem(STORAGE_KEYS.cookieConsent) !== 'true') return { status: 'missing' };
  const categories = parseJson(storage.getItem(STORAGE_KEYS.cookiePreferences));
  const meta = parseJson(storage.getItem(CONSENT_META_KEY)) as Partial<ConsentMeta> | null;
  const decidedAt = new Date(meta?.decidedAt ?? NaN);
  if (!isCookieCategories(categories) || Number.isNaN(decidedAt.getTime()))
    return { status: 'missing' };
  if (meta?.policyVersion !== policyVersion) return { status: 'outdated' };
  if (now >= addMonths(decidedAt, CONSENT_VALID_MONTHS)) return { status: 'expired' };
  return { status: 'valid', categories, decidedAt };
}

/** Set on <html> before the page paints when a valid choice is stored (see below). */
export const CONSENT_DECIDED_ATTRIBUTE = 'data-consent-decided';

/**
 * Source of a tiny inline script, run before the pre-rendered banner is parsed: it marks
 * <html> with CONSENT_DECIDED_ATTRIBUTE when readConsent(localStorage, policyVersion, now)
 * would say 'valid', so CSS hides the server-rendered banner for people who already chose
 * (no flash) while first-time visitors see it in the HTML, without waiting for React.
 * Same rules as readConsent, written without imports; a unit test keeps the two in step.
 */
export function consentDecidedScript(policyVersion: string): string {
  const keys = JSON.stringify([
    STORAGE_KEYS.cookieConsent,
    STORAGE_KEYS.cookiePreferences,
    CONSENT_META_KEY,
  ]);
  return (
    `(function(){try{var k=${keys},s=localStorage;if(s.getItem(k[0])!=='true')return;` +
    `var c=JSON.parse(s.getItem(k[1])),m=JSON.parse(s.getItem(k[2]));` +
    `if(!c||c.necessary!==true||typeof c.analytics!=='boolean'||typeof c.marketing!=='boolean'` +
    `||typeof c.functional!=='boolean'||!m)return;var d=new Date(m.decidedAt);` +
    `if(isNaN(d.getTime())||m.policyVersion!==${JSON.stringify(policyVersion)})return;` +
    `d.setMonth(d.getMonth()+${CONSENT_VALID_MONTHS});` +
    `if(new Date()<d)document.documentElement.setAttribute('${CONSENT_DECIDED_ATTRIBUTE}','')` +
    `}catch(e){}})()`
  );
}

/** Stores a choice under the product spec keys plus the time/version meta key. */
export function saveConsent(
  storage: Storage,
  categories: CookieCategories,
  policyVersion: string,
  now: Date,
): void {
  const clean: CookieCategories = { ...categories, necessary: true };
  storage.setItem(STORAGE_KEYS.cookieConsent, 'true');
  storage.setItem(STORAGE_KEYS.cookiePreferences, JSON.stringify(clean));
  const meta: ConsentMeta = { decidedAt: now.toISOString(), policyVersion };
  storage.setItem(CONSENT_META_KEY, JSON.stringify(meta));
}

/** A random id for storage keys (crypto.randomUUID where available). */
export function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** This browser's anonymous consent id, created on first use. */
export function anonymousConsentId(storage: Storage): string {
  const existing = storage.getItem(CONSENT_ID_KEY);
  if (existing && /^[\w-]{8,64}$/.test(existing)) return existing;
  const id = randomId();
  storage.setItem(CONSENT_ID_KEY, id);
  return id;
}

/**
 * This browser's consent id if a choice was ever recorded, else null (never creates one):
 * sent with a registration, a verification or a booking so that the server reports it to
 * Meta only under the same recorded marketing consent that loads the pixel.
 */
export function storedConsentId(storage: Storage): string | null {
  try {
    const id = storage.getItem(CONSENT_ID_KEY);
    return id && /^[\w-]{8,64}$/.test(id) ? id : null;
  } catch {
    return null; // storage unavailable (privacy mode)
  }
}

/** `{ consentId }` for a request body when this browser has one, else nothing. */
export function consentIdBody(storage: Storage): { consentId?: string } {
  const consentId = storedConsentId(storage);
  return consentId ? { consentId } : {};
}

/** Tells the analytics loader (and anyone listening) which categories are granted now. */
export function announceConsent(categories: CookieCategories): void {
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: categories }));
}

/** Opens the detailed cookie panel (footer "Preferenze cookie"). */
export function openCookiePreferences(): void {
  window.dispatchEvent(new Event(OPEN_PREFERENCES_EVENT));
}
