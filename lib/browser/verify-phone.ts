/**
 * The phone the verification page (/verify-sms, /sms-bestaetigung) works on, kept in this
 * tab's sessionStorage and never in an address: an address reaches logs, the browser's
 * history, the Referer of every request and, through them, the Conversions API, GA4 and the
 * pixel (README "Security"). The page needs the number to show it, to resend and to verify.
 * sessionStorage survives a reload of the tab and dies with it; a new tab starts without it
 * and the page then asks for the number. Storage can be unavailable (private modes): writes
 * are then skipped and reads give null. Browser-only.
 */
import { phoneFromQuery } from '@/lib/campaigns/campaign';
import { STORAGE_KEYS } from '@/lib/browser/storage-keys';
import { LEGACY_PHONE_PARAM } from '@/lib/browser/legacy-phone';
import { CODE_CHANNELS, type CodeChannel } from '@/lib/validation/code-channels';

/** Window event dispatched in this tab when a phone is remembered. */
export const VERIFY_PHONE_EVENT = 'verify-phone-change';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Remembers `phone` (E.164) for this tab's verification page and notifies listeners, with the
 * channels its code goes by when the server named them (Vonage Verify); a phone remembered
 * without channels forgets the previous phone's.
 */
export function rememberVerifyPhone(phone: string, channels?: readonly CodeChannel[]): void {
  const value = phone.trim();
  if (!value) return;
  try {
    storage()?.setItem(STORAGE_KEYS.verifyPhone, value);
    if (channels?.length) storage()?.setItem(STORAGE_KEYS.verifyChannels, JSON.stringify(channels));
    else storage()?.removeItem(STORAGE_KEYS.verifyChannels);
  } catch {
    // Storage full or blocked: the page will ask for the number.
  }
  window.dispatchEvent(new Event(VERIFY_PHONE_EVENT));
}

/**
 * The channels remembered with this tab's phone (only known ones, in order), or undefined:
 * the app's own SMS, or a tab that never heard them.
 */
export function readVerifyChannels(): CodeChannel[] | undefined {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(STORAGE_KEYS.verifyChannels) ?? 'null');
    if (!Array.isArray(stored)) return undefined;
    const channels = stored.filter((c): c is CodeChannel => CODE_CHANNELS.includes(c));
    return channels.length > 0 ? channels : undefined;
  } catch {
    return undefined;
  }
}

/** The phone remembered in this tab, or null. */
export function readVerifyPhone(): string | null {
  try {
    return storage()?.getItem(STORAGE_KEYS.verifyPhone)?.trim() || null;
  } catch {
    return null;
  }
}

/**
 * Forgets the remembered phone (after a verification: nothing left to verify). No event: the
 * page that verified keeps its form until it navigates away.
 */
export function forgetVerifyPhone(): void {
  try {
    storage()?.removeItem(STORAGE_KEYS.verifyPhone);
    storage()?.removeItem(STORAGE_KEYS.verifyChannels);
  } catch {
    // Nothing to do.
  }
}

/** An old link's `?phone=` in the current address (read only), or null. */
export function legacyPhoneInAddress(): string | null {
  if (typeof window === 'undefined') return null;
  const value = new URLSearchParams(window.location.search).get(LEGACY_PHONE_PARAM);
  return phoneFromQuery(value) || null;
}

/** The phone this tab verifies, without side effects: remembered, else an old link's. */
export function currentVerifyPhone(): string | null {
  return readVerifyPhone() ?? legacyPhoneInAddress();
}

/**
 * Moves an old link's `?phone=` out of the address: remembers it, then rewrites the address
 * without it (history.replaceState, every other parameter and the fragment kept), so that the
 * number is in no later Referer, analytics hit or history entry. Returns the phone this tab
 * now verifies: the address's one if it had one, else the remembered one, else null. Safe to
 * call more than once and from any page.
 */
export function adoptPhoneFromAddress(): string | null {
  if (typeof window === 'undefined') return null;
  const url = new URL(window.location.href);
  if (url.searchParams.has(LEGACY_PHONE_PARAM)) {
    const phone = phoneFromQuery(url.searchParams.get(LEGACY_PHONE_PARAM));
    if (phone) rememberVerifyPhone(phone);
    url.searchParams.delete(LEGACY_PHONE_PARAM);
    // null state: Next's router takes the replaced address as its own (useSearchParams follows).
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
    if (phone) return phone;
  }
  return readVerifyPhone();
}
