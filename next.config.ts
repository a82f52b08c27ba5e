import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { env } from './env';

/**
 * Content-Security-Policy (docs/decisions.md §6): exactly what the site loads. Pages are statically
 * pre-rendered, so they cannot carry a per-request nonce, and Next's inline bootstrap
 * scripts (the RSC payload `self.__next_f.push(...)`) differ per page and per build, so
 * they cannot be listed as hashes in a static header: script-src therefore needs
 * 'unsafe-inline' (no 'unsafe-eval' outside `next dev`). Styles: Tailwind's file plus
 * React/Radix inline style attributes. Google and Meta hosts are listed only when their
 * ids are set; the scripts themselves load only after consent.
 */
function contentSecurityPolicy(): string {
  const ga = env.NEXT_PUBLIC_GA_ID
    ? {
        script: ['https://www.googletagmanager.com'],
        connect: [
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
          'https://www.googletagmanager.com',
        ],
        img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
      }
    : { script: [], connect: [], img: [] };
  const meta = env.NEXT_PUBLIC_META_PIXEL_ID
    ? {
        script: ['https://connect.facebook.net'],
        connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
        img: ['https://www.facebook.com'],
      }
    : { script: [], connect: [], img: [] };
  const dev = env.NODE_ENV === 'development';
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(dev ? ["'unsafe-eval'"] : []),
      ...ga.script,
      ...meta.script,
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...ga.img, ...meta.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(dev ? ['ws:'] : []), ...ga.connect, ...meta.connect],
    'frame-src': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

// Messages are precompiled at build time: smaller client bundles (no ICU parser in the browser).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: {
    messages: { path: './messages', locales: 'infer', format: 'json', precompile: true },
  },
});

const nextConfig: NextConfig = {
  // A self-contained server in .next/standalone (the traced node_modules only), for the image
  // (Dockerfile) and deploy/smoke.sh; server/index.mjs runs it (README "Deploy").
  output: 'standalone',
  reactStrictMode: true,
  poweredByHeader: false,
  // The production server compresses (server/index.mjs): it rewrites pre-rendered pages
  // (their script chunks start after the first paint) and must see them uncompressed.
  compress: false,
  // Pre-rendered pages and what revalidatePath revalidated live where every app server sees
  // them: in PostgreSQL when DATABASE_URL is set, so a settings save on one replica reaches
  // the others' next visitor; on PGlite (one process), in Next's own file cache. The handler
  // decides when the server starts (a standalone build keeps this config as built); see
  // lib/server/cache/next-cache-handler.mjs. An absolute path: Next resolves a relative one
  // against a different directory at build and at run time (npm scripts run in this one).
  cacheHandler: path.resolve('lib/server/cache/next-cache-handler.mjs'),
  // No in-memory page cache sized by Next (its docs' advice with a shared handler): a copy in
  // one process that is not checked against the database would outlive a revalidation made on
  // another replica. The handler keeps its own copies, checked on each use, and on PGlite
  // gives Next's file cache its default size back.
  cacheMaxMemorySize: 0,
  // One id per deployment, the same for the build and its servers (env.ts): a browser holding
  // pages of another deployment reloads instead of asking for scripts this one lacks.
  deploymentId: env.NEXT_DEPLOYMENT_ID,
  // Packages with native code or files read at run time stay outside the bundle.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pglite-prisma-adapter',
    '@node-rs/argon2',
    'pg',
    'pino',
    '@vonage/server-sdk',
    // One copy per process for every bundle (route handlers, proxy, instrumentation); the
    // registry itself is on globalThis (lib/server/metrics/registry.ts).
    'prom-client',
  ],
  // docs/decisions.md §6: security headers on every response.
  async headers() {
    return [
      {
        // Every address, through an unnamed group: Next passes each header value of a rule
        // whose match has named params through path-to-regexp on every request (the CSP's
        // `https:` and `data:` read as params), about 4 % of the tracking endpoint's CPU
        // (docs/benchmarks.md); an unnamed group leaves no params, so the values go out as
        // written.
        source: '/(.*)',
        headers: [
          {
            key: 'Strict-Transport-Security',
            value: 'max-age=63072000; includeSubDomains; preload',
          },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          {
            key: 'Content-Security-Policy',
            value: contentSecurityPolicy(),
          },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
          // Pages (React's streamed HTML) and CSV exports arrive in chunks: an nginx in front
          // passes each on as it comes instead of holding the answer until it is complete
          // (Next's self-hosting guide, "Streaming and Suspense"). Removed by nginx on the way.
          { key: 'X-Accel-Buffering', value: 'no' },
        ],
      },
      {
        // The experiments' variant routes at their own address: never listed by search
        // engines. Matched on the address asked for, before proxy.ts rewrites a page's address
        // to one of them, so the page itself stays indexable (app/(it)/ab/[slug]/[variant]).
        source: '/ab/:path*',
        headers: [{ key: 'X-Robots-Tag', value: 'noindex' }],
      },
    ];
  },
  experimental: {
    // One 404 for every root layout ((it), (de), (admin)): app/global-not-found.tsx.
    globalNotFound: true,
    // The stylesheet travels inside each page's HTML (a <style> in the head) instead of a
    // render-blocking <link>, so the first frame, with the largest text, needs no request but
    // the page. With the <link>, that frame waited for a file fetched alongside Next's async
    // script chunks; on a fast link the chunks arrived and ran first, and Lighthouse's
    // simulated mobile LCP then counts their download and run time (bench/lcp-race.mjs). On a
    // real first visit it saves the stylesheet's round trip. The chunks themselves start only
    // after the first paint, which the production server sees to
    // (server/scripts-after-paint.mjs). Cost (bench/lighthouse.mjs): about +11 kB gzip per page,
    // and nothing is cached between pages (client-side navigations still fetch the file, once).
    // Next also repeats the CSS as text in the RSC payload; the production server drops that
    // copy from pre-rendered pages (server/stylesheet-once.mjs). Inlining only the
    // rules a page uses (critters/beasties via `optimizeCss`) runs only in Pages Router
    // rendering, and rewriting the prerendered HTML after the build would be undone by every
    // regeneration (`revalidate`). One option for the whole app: the back-office inlines
    // admin.css the same way.
    inlineCss: true,
  },
};

export default withNextIntl(nextConfig);
