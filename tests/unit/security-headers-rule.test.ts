/**
 * next.config.ts's security headers: one rule for every address whose match leaves no params,
 * so Next sends the header values as written instead of compiling each one as a path on every
 * request (docs/benchmarks.md, "Where POST /api/track-page spends its CPU").
 */
import { modifyRouteRegex } from 'next/dist/lib/redirect-status';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import nextConfig from '@/next.config';

it('matches every address with no params, the CSP among its headers', async () => {
  const rules = await nextConfig.headers!();
  const rule = rules.find((r) => r.headers.some((h) => h.key === 'Content-Security-Policy'));
  expect(rule).toBeDefined();
  // As Next builds a custom route's matcher (router-utils/filesystem.js, buildCustomRoute).
  const match = getPathMatch(rule!.source, {
    strict: true,
    removeUnnamedParams: true,
    regexModifier: (regex) => modifyRouteRegex(regex),
  });
  for (const path of [
    '/',
    '/privacy-policy',
    '/api/track-page',
    '/_next/static/chunks/a.js',
    '/x/',
  ]) {
    expect(match(path)).toEqual({});
  }
});
