/**
 * scripts/check-layers.mjs on small made-up trees: two folders of one floor that import each
 * other (directly, or round a longer loop) are a finding, as is an arrow up; folders that
 * import one way pass.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, '..', '..', 'scripts', 'check-layers.mjs');
let project: string;

beforeEach(() => {
  project = mkdtempSync(path.join(tmpdir(), 'check-layers-'));
  mkdirSync(path.join(project, 'prisma'));
  writeFileSync(path.join(project, 'prisma', 'schema.prisma'), '');
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

/** Writes lib/server/`file` importing each of `imports` (paths from lib/server, no .ts). */
function source(file: string, ...imports: string[]) {
  const full = path.join(project, 'lib', 'server', file);
  mkdirSync(path.dirname(full), { recursive: true });
  const lines = imports.map((i, n) => `import { x${n} } from '@/lib/server/${i}';`);
  writeFileSync(full, `${lines.join('\n')}\nexport const x = 1;\n`);
}

function check() {
  const run = spawnSync(process.execPath, [SCRIPT, project], { encoding: 'utf8' });
  return { code: run.status, out: run.stdout };
}

describe('check-layers', () => {
  it('passes folders on one floor that import one way', () => {
    source('tracking/consent.ts');
    source('leads/registration.ts', 'tracking/consent');
    source('requests/offers.ts', 'leads/registration', 'tracking/consent');
    source('privacy/gdpr.ts', 'requests/offers', 'leads/registration');
    expect(check()).toEqual({ code: 0, out: expect.stringContaining('no circles') });
  });

  it('finds two folders that import each other, with the arrows between them', () => {
    source('tracking/meta-events.ts', 'leads/consent');
    source('leads/consent.ts');
    source('leads/registration.ts', 'tracking/meta-events');
    const { code, out } = check();
    expect(code).toBe(1);
    expect(out).toContain(
      'folder circle: leads <-> tracking (leads/registration.ts -> tracking/meta-events.ts, tracking/meta-events.ts -> leads/consent.ts)',
    );
    // No file is in a circle: the loop is only seen folder by folder.
    expect(out).not.toMatch(/^\s+circle:/m);
  });

  it('finds a loop through three folders', () => {
    source('leads/a.ts', 'requests/b');
    source('requests/b.ts', 'tracking/c');
    source('tracking/c.ts', 'leads/d');
    source('leads/d.ts');
    const { code, out } = check();
    expect(code).toBe(1);
    expect(out).toContain('folder circle: leads <-> requests <-> tracking');
  });

  it('finds an arrow up a floor', () => {
    source('leads/a.ts', 'privacy/gdpr');
    source('privacy/gdpr.ts');
    const { code, out } = check();
    expect(code).toBe(1);
    expect(out).toContain('arrow up: leads/a.ts -> privacy/gdpr.ts');
  });

  it('finds shared lib/ code that imports the server, and a crowded lib/ root', () => {
    source('leads/a.ts');
    const shared = (file: string, body: string) => {
      const full = path.join(project, 'lib', file);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, body);
    };
    shared('site/routes.ts', "import { a } from '@/lib/server/leads/a';\nexport const r = a;\n");
    shared('format/figures.ts', "import { r } from '../site/routes';\nexport const f = r;\n");
    expect(check().out).toContain('arrow up: lib/site/routes.ts -> @/lib/server/leads/a');

    shared('site/routes.ts', 'export const r = 1;\n');
    for (let n = 0; n < 10; n++) shared(`loose-${n}.ts`, 'export const x = 1;\n');
    expect(check()).toEqual({ code: 0, out: expect.stringContaining('(10 at the root)') });
    shared('loose-10.ts', 'export const x = 1;\n');
    const { code, out } = check();
    expect(code).toBe(1);
    expect(out).toContain('lib/ has 11 files at its root (at most 10)');
  });
});
