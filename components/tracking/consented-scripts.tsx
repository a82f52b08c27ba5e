'use client';
/**
 * Applies the granted cookie categories to the third parties (docs/product.md §4): GA4 only with
 * analytics consent and NEXT_PUBLIC_GA_ID, the Meta pixel only with marketing consent and
 * NEXT_PUBLIC_META_PIXEL_ID. Without an id nothing is loaded at all. Renders nothing. GA4's
 * code (./third-party.ts) loads when there is something to apply, not with every page
 * (docs/benchmarks.md "Page weight"); one shared load keeps the calls in their order. The
 * pixel's stub is set up at once: the page reports events right after a consent.
 */
import { useEffect } from 'react';
import type { CookieCategories } from '@/lib/browser/consent';
import { applyPixelConsent } from './meta-pixel';

let thirdParty: Promise<typeof import('./third-party')> | undefined;
const loadThirdParty = () => (thirdParty ??= import('./third-party'));

/** Whether GA4 was ever started on this page (then a withdrawal must reach it). */
const gaStarted = () => 'gtag' in window;

interface ConsentedScriptsProps {
  granted: CookieCategories;
  gaId?: string;
  pixelId?: string;
}

/** Keeps GA4 / pixel consent in step with `granted`. */
export function ConsentedScripts({ granted, gaId, pixelId }: ConsentedScriptsProps) {
  const { analytics, marketing } = granted;
  useEffect(() => {
    if (!gaId || (!analytics && !gaStarted())) return;
    void loadThirdParty().then((module) => module.applyGoogleConsent(gaId, analytics, marketing));
  }, [gaId, analytics, marketing]);
  useEffect(() => {
    if (pixelId) applyPixelConsent(pixelId, marketing);
  }, [pixelId, marketing]);
  return null;
}
