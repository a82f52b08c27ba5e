/**
 * Prisma CLI configuration (Prisma 6.19, JS engine; docs/decisions.md §3, §8).
 * The CLI is used only for `prisma generate` and `prisma migrate diff`, which need no
 * database: the adapter below is an in-memory PGlite so that no engine binary is fetched.
 * Migrations are applied by lib/server/db/migrate.ts through the app's own driver.
 */
import { defineConfig } from 'prisma/config';

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  async adapter() {
    const { PGlite } = await import('@electric-sql/pglite');
    const { PrismaPGlite } = await import('pglite-prisma-adapter');
    return new PrismaPGlite(new PGlite());
  },
});
