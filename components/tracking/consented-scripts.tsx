'use client';
/**
 * Applies the granted cookie categories to the third parties (docs/product.md §4): GA4 only with
 * analytics consent and NEXT_PUBLIC_GA_ID, the Meta pixel only with marketing consent and
 * NEXT_PUBLIC_META_PIXEL_ID. Without an id nothing is loaded at all. Renders nothing.
 */
import { useEffect } from 'react';
import type { CookieCategories } from '@/lib/browser/consent';
import { applyGoogleConsent, applyPixelConsent } from './third-party';

interface ConsentedScriptsProps {
  granted: CookieCategories;
  gaId?: string;
  pixelId?: string;
}

/** Keeps GA4 / pixel consent in step with `granted`. */
export function ConsentedScripts({ granted, gaId, pixelId }: ConsentedScriptsProps) {
  const { analytics, marketing } = granted;
  useEffect(() => {
    if (gaId) applyGoogleConsent(gaId, analytics, marketing);
  }, [gaId, analytics, marketing]);
  useEffect(() => {
    if (pixelId) applyPixelConsent(pixelId, marketing);
  }, [pixelId, marketing]);
  return null;
}
