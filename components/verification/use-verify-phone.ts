'use client';
/**
 * The phone this tab verifies (lib/browser/verify-phone.ts), read without a hydration
 * mismatch: undefined while server-rendered or hydrating, then the phone or null. On mount an
 * old link's `?phone=` is moved to sessionStorage and out of the address.
 */
import { useEffect, useSyncExternalStore } from 'react';
import {
  VERIFY_PHONE_EVENT,
  adoptPhoneFromAddress,
  currentVerifyPhone,
} from '@/lib/browser/verify-phone';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(VERIFY_PHONE_EVENT, onChange);
  return () => window.removeEventListener(VERIFY_PHONE_EVENT, onChange);
}

/** undefined: not known yet; null: this tab knows no phone; string: the phone. */
export function useVerifyPhone(): string | null | undefined {
  useEffect(() => {
    adoptPhoneFromAddress();
  }, []);
  return useSyncExternalStore(subscribe, currentVerifyPhone, () => undefined);
}
