/**
 * The lead id kept in localStorage (docs/product.md §3) after registration and verification.
 * Storage can be unavailable (private modes, blocked cookies): reads then give null and
 * writes are skipped; the session cookie still identifies the browser to the server.
 */
import { STORAGE_KEYS } from '@/lib/browser/storage-keys';

/** Name of the event dispatched in this tab when the stored lead id changes. */
export const LEAD_ID_EVENT = 'lead-id-change';

/** The stored lead id, or null. */
export function readLeadId(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.leadId) || null;
  } catch {
    return null;
  }
}

/** Stores the lead id and notifies listeners in this tab. */
export function storeLeadId(leadId: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.leadId, leadId);
    window.dispatchEvent(new Event(LEAD_ID_EVENT));
  } catch {
    // Storage unavailable: nothing to do.
  }
}

/** Forgets the stored lead id (after the lead erased their account) and notifies listeners. */
export function forgetLeadId(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.leadId);
    window.dispatchEvent(new Event(LEAD_ID_EVENT));
  } catch {
    // Storage unavailable: nothing to do.
  }
}

/** The visitor tracking session id (first-touch attribution of a registration), or null. */
export function storedVisitorSessionId(): string | null {
  try {
    const id = window.localStorage.getItem(STORAGE_KEYS.visitorSessionId);
    return id && /^[\w-]{8,64}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}
