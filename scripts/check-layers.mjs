// The import graph of lib/server (`npm run check:layers`): each folder is a floor of the
// product's server core, and a module may import only from its own floor or the floors below
// it. Prints the files, folders and arrows, every arrow that runs back up, every circle of
// imports between files and between folders (two folders on one floor may not import each
// other, directly or round a longer loop), whether outbox/ is a leaf, and every table written by more than one module (each
// table has one owner that the others call); then that lib/'s shared code stays below the
// server and its root stays small. Exits 1 on any finding.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The project checked: this one, or the directory given as the first argument (tests). */
const PROJECT = process.argv[2]
  ? path.resolve(process.argv[2])
  : path.resolve(import.meta.dirname, '..');
const ROOT = path.join(PROJECT, 'lib', 'server');
/** Floors from the bottom: a module imports only from its own floor or a lower one. */
const FLOORS = [
  ['logger.ts', 'log-mask.ts', 'db', 'config'],
  ['http', 'channels', 'outbox', 'metrics'],
  ['auth'],
  ['leads', 'requests', 'tracking', 'experiments', 'settings', 'content'],
  ['privacy'],
  ['jobs'],
  ['admin'],
  ['owner'],
];
/** What outbox/ may import: it delivers messages and knows nothing of what they say. */
const OUTBOX_MAY_IMPORT = new Set(['outbox', 'db', 'logger.ts', 'log-mask.ts']);

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'generated') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

const unit = (file) => path.relative(ROOT, file).split(path.sep)[0];
const floorOf = (u) => FLOORS.findIndex((floor) => floor.includes(u));

function resolve(spec, importer) {
  let base;
  if (spec.startsWith('@/lib/server/')) base = path.join(ROOT, spec.slice('@/lib/server/'.length));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(importer), spec);
  else return null;
  if (!base.startsWith(ROOT) || base.includes(`${path.sep}generated`)) return null;
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {}
  }
  return null;
}

const files = sourceFiles(ROOT);
const edges = new Map(files.map((f) => [f, new Set()]));
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
    const target = resolve(match[1], file);
    if (target && target !== file) edges.get(file).add(target);
  }
}

const rel = (f) => path.relative(ROOT, f);
const findings = [];
let arrows = 0;
for (const [from, targets] of edges) {
  for (const to of targets) {
    arrows++;
    const [a, b] = [unit(from), unit(to)];
    if (floorOf(a) === -1) findings.push(`not on any floor: ${a}`);
    else if (floorOf(b) > floorOf(a)) findings.push(`arrow up: ${rel(from)} -> ${rel(to)}`);
    if (a === 'outbox' && !OUTBOX_MAY_IMPORT.has(b))
      findings.push(`outbox is not a leaf: ${rel(from)} -> ${rel(to)}`);
  }
}

/** The strongly connected components of more than one node of `graph` (Tarjan). */
function circles(graph) {
  let index = 0;
  const stack = [];
  const meta = new Map();
  const found = [];
  function connect(v) {
    meta.set(v, { index, low: index, onStack: true });
    index++;
    stack.push(v);
    for (const w of graph.get(v)) {
      if (!meta.has(w)) {
        connect(w);
        meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
      } else if (meta.get(w).onStack)
        meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
    }
    if (meta.get(v).low === meta.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        meta.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  }
  for (const v of graph.keys()) if (!meta.has(v)) connect(v);
  return found;
}

// Circles between files.
for (const component of circles(edges))
  findings.push(`circle: ${component.map(rel).join(' <-> ')}`);

// Circles between folders: the floors say which way folders on different floors may import;
// folders on one floor (leads, requests, tracking) must still stand one above the other.
const folderEdges = new Map(files.map((f) => [unit(f), new Set()]));
for (const [from, targets] of edges) {
  for (const to of targets) if (unit(from) !== unit(to)) folderEdges.get(unit(from)).add(unit(to));
}
for (const component of circles(folderEdges)) {
  const through = [];
  for (const [from, targets] of edges) {
    for (const to of targets) {
      const [a, b] = [unit(from), unit(to)];
      if (a !== b && component.includes(a) && component.includes(b))
        through.push(`${rel(from)} -> ${rel(to)}`);
    }
  }
  findings.push(`folder circle: ${component.join(' <-> ')} (${through.join(', ')})`);
}

// Writers per table: Prisma's write calls on a model's delegate, and raw INSERT/UPDATE/DELETE.
const schema = readFileSync(path.join(PROJECT, 'prisma', 'schema.prisma'), 'utf8');
const tableOfDelegate = new Map();
for (const [, model, body] of schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
  const table = /@@map\("([^"]+)"\)/.exec(body)?.[1] ?? model;
  tableOfDelegate.set(model[0].toLowerCase() + model.slice(1), table);
}
const WRITE_CALL =
  /\.(\w+)\s*\.\s*(?:create|createMany|createManyAndReturn|update|updateMany|updateManyAndReturn|upsert|delete|deleteMany)\s*\(/g;
const WRITE_SQL = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE)\s+"?(\w+)"?/g;
const tables = new Set(tableOfDelegate.values());
const writers = new Map();
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  const written = [
    ...[...source.matchAll(WRITE_CALL)].map((m) => tableOfDelegate.get(m[1])),
    ...[...source.matchAll(WRITE_SQL)].map((m) => m[1]).filter((t) => tables.has(t)),
  ];
  for (const table of written.filter(Boolean)) {
    if (!writers.has(table)) writers.set(table, new Set());
    writers.get(table).add(rel(file));
  }
}
for (const [table, modules] of writers) {
  if (modules.size > 1)
    findings.push(`${table} has ${modules.size} writers: ${[...modules].join(', ')}`);
}

// lib/ outside server/ is the floor below the whole server: shared by server and browser, it
// never imports lib/server (that would pull Prisma into a page), and its root keeps at most
// LIB_ROOT_MAX loose files, the rest in domain folders (docs/code-map.md).
const LIB = path.join(PROJECT, 'lib');
const LIB_ROOT_MAX = 10;
const sharedFiles = readdirSync(LIB)
  .filter((name) => name !== 'server')
  .flatMap((name) => {
    const full = path.join(LIB, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
for (const file of sharedFiles) {
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
    const spec = match[1];
    const target = spec.startsWith('@/')
      ? path.join(PROJECT, spec.slice(2))
      : spec.startsWith('.')
        ? path.resolve(path.dirname(file), spec)
        : null;
    if (target && (target === ROOT || target.startsWith(ROOT + path.sep)))
      findings.push(`arrow up: ${path.relative(PROJECT, file)} -> ${spec}`);
  }
}
const libRoot = sharedFiles.filter((f) => path.dirname(f) === LIB).length;
if (libRoot > LIB_ROOT_MAX)
  findings.push(
    `lib/ has ${libRoot} files at its root (at most ${LIB_ROOT_MAX}): move them into domain folders`,
  );

const folders = new Set(files.map((f) => path.dirname(rel(f))).filter((d) => d !== '.'));
const top = files.filter((f) => path.dirname(f) === ROOT).length;
console.log(
  `lib/server: ${files.length} files (${top} at the top), ${folders.size} folders, ${arrows} import arrows, ${writers.size} tables written`,
);
console.log(`lib/ outside server/: ${sharedFiles.length} files (${libRoot} at the root)`);
for (const finding of [...new Set(findings)]) console.log(`  ${finding}`);
console.log(
  findings.length
    ? `${findings.length} findings`
    : 'no arrows up, no circles between files or folders, outbox/ is a leaf, one writer per table, lib/ shared code below the server',
);
process.exit(findings.length ? 1 : 0);
