import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import './env';

// Messages are precompiled at build time: smaller client bundles (no ICU parser in the browser).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: {
    messages: { path: './messages', locales: 'infer', format: 'json', precompile: true },
  },
});

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Packages with native code or files read at run time stay outside the bundle.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pglite-prisma-adapter',
    '@node-rs/argon2',
    'pg',
    'pino',
    '@vonage/server-sdk',
  ],
  // DESIGN.md §6: security headers on every response (the full script/style policy comes
  // with the public-site work; frame-ancestors already forbids framing).
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          {
            key: 'Strict-Transport-Security',
            value: 'max-age=63072000; includeSubDomains; preload',
          },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          {
            key: 'Content-Security-Policy',
            value: "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
          },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        ],
      },
    ];
  },
  experimental: {
    // One 404 for every root layout ((it), (de), (admin)): app/global-not-found.tsx.
    globalNotFound: true,
  },
};

export default withNextIntl(nextConfig);
