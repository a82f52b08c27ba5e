'use client';
/** The generated Facebook URL set, kept in localStorage (docs/product.md §3 "Browser storage"). */
import { useCallback, useSyncExternalStore } from 'react';
import type { GeneratedUrl } from '@/lib/campaigns/urls';
import { STORAGE_KEYS } from '@/lib/browser/storage-keys';

const EVENT = 'generated-campaign-urls';
const EMPTY: GeneratedUrl[] = [];
let cache: { raw: string | null; value: GeneratedUrl[] } = { raw: null, value: EMPTY };

function read(): GeneratedUrl[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEYS.generatedCampaignUrls);
  } catch {
    return EMPTY;
  }
  if (raw === cache.raw) return cache.value;
  let value = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) value = parsed as GeneratedUrl[];
  } catch {
    value = EMPTY;
  }
  cache = { raw, value };
  return value;
}

function subscribe(onChange: () => void) {
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useGeneratedUrls() {
  const urls = useSyncExternalStore(subscribe, read, () => EMPTY);
  const save = useCallback((next: GeneratedUrl[]) => {
    try {
      if (next.length)
        window.localStorage.setItem(STORAGE_KEYS.generatedCampaignUrls, JSON.stringify(next));
      else window.localStorage.removeItem(STORAGE_KEYS.generatedCampaignUrls);
    } catch {
      // storage blocked: the set lives until the page closes
    }
    window.dispatchEvent(new Event(EVENT));
  }, []);
  return [urls, save] as const;
}
