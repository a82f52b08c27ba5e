'use client';
/**
 * The lead id from localStorage, read without a hydration mismatch: `undefined` while the
 * page is being server-rendered or hydrated, then the stored id or null.
 */
import { useSyncExternalStore } from 'react';
import { LEAD_ID_EVENT, readLeadId } from '@/lib/browser/lead-storage';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(LEAD_ID_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(LEAD_ID_EVENT, onChange);
  };
}

/** undefined: not known yet; null: none stored; string: the lead id. */
export function useStoredLeadId(): string | null | undefined {
  return useSyncExternalStore(subscribe, readLeadId, () => undefined);
}
