/**
 * The verified-lead panel (./guide-ready.tsx), loaded once a verified lead is found: most
 * visitors never see it, and with it go the ebook catalogue and the route table it reads
 * (docs/benchmarks.md "Page weight"). Render it inside a Suspense whose fallback is the form.
 */
import { lazy } from 'react';

export const LazyGuideReady = lazy(() =>
  import('./guide-ready').then((module) => ({ default: module.GuideReady })),
);
