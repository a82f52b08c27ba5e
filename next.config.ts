import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import './env';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Packages with native code or files read at run time stay outside the bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pglite-prisma-adapter', '@node-rs/argon2', 'pg', 'pino', '@vonage/server-sdk'],
  experimental: {
    // One 404 for every root layout ((it), (de), (admin)): app/global-not-found.tsx.
    globalNotFound: true,
  },
};

export default withNextIntl(nextConfig);
