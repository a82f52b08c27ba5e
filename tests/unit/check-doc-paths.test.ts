/**
 * scripts/check-doc-paths.mjs on small made-up trees: a comment or a doc that names a path,
 * a file or a section that is not there is a finding; code that only holds such a string is
 * not; a citation of a document outside the repository fails unless allowed for now.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, '..', '..', 'scripts', 'check-doc-paths.mjs');
let project: string;

beforeEach(() => {
  project = mkdtempSync(path.join(tmpdir(), 'check-doc-paths-'));
  write('lib/server/db/client.ts', 'export const db = 1;\n');
  write('lib/server/http/rate-limit.ts', 'export const reserve = 1;\n');
  write('docs/product.md', '# Product\n\n## 2. Screens\n\n### 2.10 Campaign pages\n');
  write('docs/decisions.md', '# Decisions\n\n## 6b. Outbound delivery\n');
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

function write(file: string, text: string) {
  const full = path.join(project, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
}

function check(...flags: string[]) {
  const run = spawnSync(process.execPath, [SCRIPT, ...flags, project], { encoding: 'utf8' });
  return { code: run.status, out: run.stdout };
}

describe('check-doc-paths', () => {
  it('passes comments and docs whose paths, files and sections exist', () => {
    write(
      'lib/server/leads/a.ts',
      [
        '// Counted first (lib/server/http/rate-limit.ts, rate-limit.ts), then stored',
        '// through lib/server/db/client (docs/product.md §2.10, docs/decisions.md §6b).',
        '/** Anything under lib/server/** or lib/server/<floor>/ and the `Next.js` docs. */',
        'export const a = 1;',
      ].join('\n'),
    );
    write(
      'docs/database.md',
      'See [lib/server/db/client.ts](../lib/server/db/client.ts), [the product](product.md#2-screens),\n' +
        '[campaigns](product.md#210-campaign-pages) and [code](../lib/).\n',
    );
    expect(check()).toEqual({ code: 0, out: expect.stringContaining('0 errors') });
  });

  it('finds a moved file, a missing bare name and a missing section', () => {
    write(
      'lib/server/leads/a.ts',
      [
        '/**',
        ' * Straight to the driver (db.ts sqlOf), lists read as in',
        ' * components/campaign/raw-list.ts; the rule is docs/product.md §2.99.',
        ' */',
        'export const a = 1;',
      ].join('\n'),
    );
    write(
      'docs/operations.md',
      'The server is\n`server/index.mjs` ([deploy](deploy.md#smoke), [2](product.md#nowhere)).\n',
    );
    const { code, out } = check();
    expect(code).toBe(1);
    expect(out).toContain('lib/server/leads/a.ts:2  db.ts  no such file');
    expect(out).toContain('lib/server/leads/a.ts:3  components/campaign/raw-list.ts  no such path');
    expect(out).toContain('lib/server/leads/a.ts:3  docs/product.md §2.99  no such section');
    // A doc page is read whole.
    expect(out).toContain('docs/operations.md:2  server/index.mjs  no such path');
    expect(out).toContain('docs/operations.md:2  deploy.md  no such link target');
    expect(out).toContain('docs/operations.md:2  product.md#nowhere  no such anchor');
    expect(out).toContain('6 errors');
  });

  it('reads comments only in code: a string or a regex naming a path is not a reference', () => {
    write(
      'scripts/tool.mjs',
      [
        "const fixture = 'lib/server/nowhere.ts'; // writes a made-up file",
        'const re = /lib\\/server\\/gone\\.ts/;',
        'const text = `// lib/server/also-gone.ts`;',
        'export { fixture, re, text };',
      ].join('\n'),
    );
    expect(check().code).toBe(0);
  });

  it('fails on a citation of an outside document unless legacy citations are allowed', () => {
    const outside = ['SPEC', 'md'].join('.');
    write('lib/a.ts', `// The rule of ${outside} §5.\nexport const a = 1;\n`);
    write('tests/unit/a.test.ts', `describe('form (${outside} §2.3b)', () => {});\n`);
    const strict = check();
    expect(strict.code).toBe(1);
    expect(strict.out).toContain(`lib/a.ts:1  ${outside}  not in the repository: cite docs/`);
    expect(strict.out).toContain(`tests/unit/a.test.ts:1  ${outside}`);

    // An applied migration is history: its text never changes, so its citations are not counted.
    write('prisma/migrations/20260101000000_init/migration.sql', `-- As ${outside} §1 said.\n`);
    expect(check().out).not.toContain('prisma/migrations');

    const lenient = check('--allow-legacy-citations');
    expect(lenient.code).toBe(0);
    expect(lenient.out).toContain('2 citations of documents outside the repository in 2 files');
  });
});
