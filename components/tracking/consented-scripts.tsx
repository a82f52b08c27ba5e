'use client';
/**
 * Applies the granted cookie categories to the third parties (docs/product.md §4): GA4 only with
 * analytics consent and NEXT_PUBLIC_GA_ID, the Meta pixel only with marketing consent and
 * NEXT_PUBLIC_META_PIXEL_ID. Without an id nothing is loaded at all. Renders nothing. The
 * injecting code (./third-party.ts) loads when there is something to apply, not with every
 * page (docs/benchmarks.md "Page weight"); one shared load keeps the calls in their order.
 */
import { useEffect } from 'react';
import type { CookieCategories } from '@/lib/browser/consent';

let thirdParty: Promise<typeof import('./third-party')> | undefined;
const loadThirdParty = () => (thirdParty ??= import('./third-party'));

/** Whether a tag was ever started on this page (then a withdrawal must reach it). */
const started = (name: 'gtag' | 'fbq') => name in window;

interface ConsentedScriptsProps {
  granted: CookieCategories;
  gaId?: string;
  pixelId?: string;
}

/** Keeps GA4 / pixel consent in step with `granted`. */
export function ConsentedScripts({ granted, gaId, pixelId }: ConsentedScriptsProps) {
  const { analytics, marketing } = granted;
  useEffect(() => {
    if (!gaId || (!analytics && !started('gtag'))) return;
    void loadThirdParty().then((module) => module.applyGoogleConsent(gaId, analytics, marketing));
  }, [gaId, analytics, marketing]);
  useEffect(() => {
    if (!pixelId || (!marketing && !started('fbq'))) return;
    void loadThirdParty().then((module) => module.applyPixelConsent(pixelId, marketing));
  }, [pixelId, marketing]);
  return null;
}
