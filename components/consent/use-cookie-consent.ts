'use client';
/**
 * Cookie-consent state machine (docs/product.md §4 "Cookie consent"): on load the stored choice is
 * read; none, expired (6 months) or made under another policy version shows the banner.
 * A choice is stored, applied (`granted`), and POSTed to /api/consent as proof.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  ALL_CATEGORIES,
  CONSENT_CHANGED_EVENT,
  NECESSARY_ONLY,
  OPEN_PREFERENCES_EVENT,
  announceConsent,
  anonymousConsentId,
  readConsent,
  saveConsent,
  type CookieCategories,
} from '@/lib/browser/consent';
import type { ConsentAction } from '@/lib/validation/consent';

export type BannerView = 'hidden' | 'notice' | 'panel';

/** Sends the choice to the server; a failure never blocks the visitor. */
function postConsent(categories: CookieCategories, policyVersion: string, action: ConsentAction) {
  const body = JSON.stringify({
    anonymousId: anonymousConsentId(window.localStorage),
    categories,
    policyVersion,
    action,
  });
  void fetch('/api/consent', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
  };
}

/** The stored choice as a stable string: 'server', 'ask' or the JSON of the categories. */
function storedSnapshot(policyVersion: string): string {
  try {
    const stored = readConsent(window.localStorage, policyVersion, new Date());
    return stored.status === 'valid' ? JSON.stringify(stored.categories) : 'ask';
  } catch {
    return 'ask'; // storage unavailable (privacy mode): ask on every page
  }
}

/**
 * Banner view, whether it is the pre-rendered notice (server snapshot), the panel's draft
 * toggles, the granted categories and the actions.
 */
export function useCookieConsent(policyVersion: string) {
  const snapshot = useSyncExternalStore(
    subscribe,
    () => storedSnapshot(policyVersion),
    () => 'server',
  );
  // A choice this page made but could not store (blocked storage) still applies here.
  const [unsaved, setUnsaved] = useState<CookieCategories | null>(null);
  const [opened, setOpened] = useState<'notice' | 'panel' | null>(null);
  const [draft, setDraft] = useState<CookieCategories>(NECESSARY_ONLY);

  const stored: CookieCategories | null =
    snapshot === 'server' || snapshot === 'ask' ? null : (JSON.parse(snapshot) as CookieCategories);
  const granted = unsaved ?? stored ?? NECESSARY_ONLY;
  // On the server (and while hydrating) the notice is rendered, so that first-time visitors
  // get it with the HTML; consentDecidedScript hides it by CSS when a choice is stored.
  const prerendered = snapshot === 'server';
  const mustAsk = (prerendered || snapshot === 'ask') && !unsaved;
  const view: BannerView = opened ?? (mustAsk ? 'notice' : 'hidden');

  const grantedKey = JSON.stringify(granted);
  useEffect(() => {
    const open = () => {
      setDraft(JSON.parse(grantedKey) as CookieCategories);
      setOpened('panel');
    };
    window.addEventListener(OPEN_PREFERENCES_EVENT, open);
    return () => window.removeEventListener(OPEN_PREFERENCES_EVENT, open);
  }, [grantedKey]);

  const choose = useCallback(
    (categories: CookieCategories, action: ConsentAction) => {
      const clean = { ...categories, necessary: true as const };
      let saved = true;
      try {
        saveConsent(window.localStorage, clean, policyVersion, new Date());
      } catch {
        saved = false;
      }
      setUnsaved(saved ? null : clean);
      setDraft(clean);
      setOpened(null);
      announceConsent(clean);
      postConsent(clean, policyVersion, action);
    },
    [policyVersion],
  );

  return {
    view,
    prerendered,
    draft,
    granted,
    setDraft,
    showNotice: () => setOpened('notice'),
    showPanel: () => {
      setDraft(granted);
      setOpened('panel');
    },
    acceptAll: () => choose(ALL_CATEGORIES, 'accept_all'),
    rejectAll: () => choose(NECESSARY_ONLY, 'reject_all'),
    close: () => choose(NECESSARY_ONLY, 'close'),
    save: () => choose(draft, 'save'),
  };
}
