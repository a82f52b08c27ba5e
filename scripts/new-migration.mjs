// Writes prisma/migrations/<timestamp>_<name>/migration.sql from the difference between the
// last committed prisma/schema.prisma and the working copy (docs/decisions.md §8: SQL migrations
// from `prisma migrate diff`, which needs no database). Usage: npm run db:migration <name>
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: npm run db:migration <name>   (lowercase letters, digits and _)');
  process.exit(2);
}
const previous = path.join(mkdtempSync(path.join(tmpdir(), 'schema-')), 'schema.prisma');
writeFileSync(previous, execFileSync('git', ['show', 'HEAD:prisma/schema.prisma']));
const sql = execFileSync(
  'npx',
  [
    'prisma',
    'migrate',
    'diff',
    '--from-schema-datamodel',
    previous,
    '--to-schema-datamodel',
    'prisma/schema.prisma',
    '--script',
  ],
  { encoding: 'utf8', env: { ...process.env, CHECKPOINT_DISABLE: '1' } },
);
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const dir = path.join('prisma', 'migrations', `${stamp}_${name}`);
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'migration.sql'), sql);
console.log(`wrote ${dir}/migration.sql`);
