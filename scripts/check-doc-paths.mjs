// Every path a comment or a doc names must exist in the repository (`npm run check:paths`).
// A clone is all a newcomer has: a comment that sends the reader to a moved file, or to a
// document kept outside the repository, is a dead end. Scans the comments of the source files
// (TypeScript's own parser finds them, so a string or a regex is never taken for a comment)
// and the whole text of the docs, scripts and configuration, and reports:
//   - a repository path (`lib/server/db/client.ts`, `docs/product.md`, `app/(it)/page.tsx`)
//     that resolves neither from the repository's root nor from a folder above the file that
//     names it (the bench apps have roots of their own);
//   - a bare file name (`rate-limit.ts`) found nowhere in the repository outside the bench
//     apps, nor beside or above the file that names it;
//   - a Markdown link (`[Security](security.md#form-shield)`) to a file or a heading that is
//     not there;
//   - a section (`docs/product.md §2.10`, `docs/decisions.md §6b`) the page has no heading for;
//   - a citation of a document the repository does not contain (the team's outside product,
//     design and style notes, or the folder beside the clone that held them): an error, or with
//     --allow-legacy-citations a count per file, until every comment cites docs/ instead.
// Usage: node scripts/check-doc-paths.mjs [--allow-legacy-citations] [--verbose] [project dir]
// Exits 1 on any error; prints one `file:line  reference  reason` line per finding.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ts = require('typescript');

/** Top folders whose paths are checked when a comment names them. */
const ROOTS = [
  'app',
  'bench',
  'components',
  'deploy',
  'docs',
  'i18n',
  'lib',
  'messages',
  'prisma',
  'public',
  'scripts',
  'server',
  'tests',
];
/** Never scanned: dependencies, build output, generated code, local data. */
const SKIP_DIRS = new Set([
  'node_modules',
  '.next',
  '.git',
  '.data',
  'out',
  'coverage',
  'test-results',
  'playwright-report',
  'bench/results',
  'lib/server/generated',
]);
const skipped = (rel, name) => SKIP_DIRS.has(name) || SKIP_DIRS.has(rel);
const CODE = /\.(?:[cm]?[jt]sx?)$/;
const TEXT =
  /(?:\.(?:md|sh|ya?ml|conf|prisma|sql|css)|^Dockerfile|^\.env[\w.-]*\.example|^package\.json)$/;
/**
 * History: a migration says what the code was when it ran, and its text is checksummed once
 * applied, so it is never rewritten: neither its paths nor its citations are checked.
 */
const HISTORY = /^prisma\/migrations\//;
/**
 * Names that are not files of the repository: products (`Next.js`), other projects' files
 * (Next's standalone `server.js`, Google's `gtag.js`, the `ipaddr.js` package, the
 * `openapi.json` a reader downloads), and what the build writes: the bundles
 * deploy/assemble.sh adds to the standalone output, the benches' results and the Prisma client
 * `prisma generate` writes.
 */
const NOT_OURS = new Set(['gtag.js', 'ipaddr.js', 'server.js', 'openapi.json']);
const BUILD_OUTPUT = [
  'scripts/worker.mjs',
  'scripts/migrate.mjs',
  'bench/results/',
  'lib/server/generated',
];
/** The bench apps are projects of their own: their files answer only their own comments. */
const OWN_PROJECTS = ['bench/baseline/', 'bench/lighthouse/bare/'];
const MODULE_EXT = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts'];

const LEGACY = /\b(?:SPEC|DESIGN|STYLE)\.md\b|\.\.\/shared\b/g;
const LEGACY_NAME = /^(?:SPEC|DESIGN|STYLE)\.md$/;
const FILE_EXT = 'tsx?|mts|cts|mjs|cjs|jsx?|json|md|sql|sh|prisma|css|ya?ml|conf';
const PATH_REF = new RegExp(
  `(?<![\\w./@:~$-])((?:${ROOTS.join('|')})/[\\w.\\-/()\\[\\]@+*<>{}…]*)`,
  'g',
);
const BARE_REF = new RegExp(
  `(?<![\\w./@:~$\\-<])(\\w[\\w-]*(?:\\.[\\w-]+)*\\.(?:${FILE_EXT}))(?![\\w/-])`,
  'g',
);
/** A Markdown link's target, relative to the page: `](security.md#form-shield)`, `](#limits)`. */
const MD_LINK = /\]\(([^)\s#]*)(?:#([^)\s]*))?\)/g;
const SECTION_REF = /\b(docs\/[\w./-]+\.md)\s+§\s?(\d+[a-z]?(?:\.\d+[a-z]?)?)/g;

/** Every file to scan, as paths relative to `project` with forward slashes. */
function filesToScan(project) {
  const out = [];
  const walk = (rel) => {
    for (const name of readdirSync(path.join(project, rel))) {
      const child = rel ? `${rel}/${name}` : name;
      const full = path.join(project, child);
      const stat = statSync(full);
      if (stat.isDirectory()) {
        if (!skipped(child, name)) walk(child);
      } else if (CODE.test(name) || TEXT.test(name) || child === '.ci/run') {
        out.push(child);
      }
    }
  };
  walk('');
  return out.sort();
}

/**
 * The comments of a JavaScript or TypeScript source, as [offset, text] pairs, found through
 * TypeScript's parser (every token's leading and trailing trivia), so that a `//` inside a
 * string, a template or a regular expression is never read as one.
 */
function commentsOf(fileName, source) {
  const kind = /x$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map();
  const add = (ranges) => {
    for (const r of ranges ?? []) seen.set(r.pos, source.slice(r.pos, r.end));
  };
  const visit = (node) => {
    add(ts.getLeadingCommentRanges(source, node.pos));
    add(ts.getTrailingCommentRanges(source, node.end));
    for (const child of node.getChildren(file)) visit(child);
  };
  visit(file);
  // A `#!` line and a file of comments only have no token to hang them on.
  add(ts.getLeadingCommentRanges(source, 0));
  return [...seen.entries()].sort((a, b) => a[0] - b[0]);
}

/** `lib/site/routes.ts).` → `lib/site/routes.ts`: drops sentence punctuation and unbalanced closers. */
function trimReference(ref) {
  // `[docs/api.md](docs/api.md)`: a Markdown link's text ends at `](`.
  let out = ref.split('](')[0];
  for (;;) {
    const before = out;
    out = out.replace(/[.,…]+$/, '');
    for (const [open, close] of [
      ['(', ')'],
      ['[', ']'],
      ['<', '>'],
      ['{', '}'],
    ]) {
      if (out.endsWith(close) && out.split(open).length < out.split(close).length) {
        out = out.slice(0, -1);
      }
    }
    if (out === before) return out;
  }
}

/**
 * Whether `ref` (a path with a root folder, maybe with a wildcard: `lib/contracts/**`,
 * `components/admin/<tab>/`, `messages/{it,de}.json`) names something that exists, from the
 * project root or from any folder above `fromFile`.
 */
function resolvesPath(project, fromFile, ref) {
  const wild = ref.search(/[*<{…]/);
  const exact = wild < 0;
  // A wildcard stands for anything: the folder before it must exist.
  const stem = exact ? ref : ref.slice(0, ref.lastIndexOf('/', wild) + 1);
  if (BUILD_OUTPUT.some((out) => stem.startsWith(out))) return true;
  // A module is often named as it is imported, without its extension.
  const candidates = exact ? MODULE_EXT.map((ext) => stem + ext) : [stem];
  // `server/index.mjs-style`: the path is the part up to its extension.
  const cut = /^(.+\.(?:[cm]?[jt]sx?|json|md|sh|sql))[-\w]+$/.exec(stem);
  if (cut) candidates.push(cut[1]);
  return ancestors(fromFile).some((base) =>
    candidates.some((candidate) => existsSync(path.join(project, base, candidate))),
  );
}

/** '' (the root) and every folder from the root down to `file`'s own. */
function ancestors(file) {
  const parts = file.split('/').slice(0, -1);
  return ['', ...parts.map((_, i) => parts.slice(0, i + 1).join('/'))];
}

/** Base names of every file outside the bench apps, built once. */
function basenameIndex(project) {
  const index = new Set();
  const walk = (rel) => {
    for (const name of readdirSync(path.join(project, rel))) {
      const child = rel ? `${rel}/${name}` : name;
      if (OWN_PROJECTS.some((own) => `${child}/`.startsWith(own))) continue;
      if (statSync(path.join(project, child)).isDirectory()) {
        if (!skipped(child, name)) walk(child);
      } else index.add(name);
    }
  };
  walk('');
  return index;
}

/**
 * Whether a bare file name resolves for `fromFile`: beside it, in a folder above it, or
 * anywhere in the repository outside the bench apps (a comment says `rate-limit.ts` for
 * lib/server/http/rate-limit.ts). Products (`Next.js`) and other projects' files are not ours.
 */
function resolvesBare(project, index, fromFile, name) {
  if (NOT_OURS.has(name) || /^[A-Z]/.test(name)) return true;
  if (ancestors(fromFile).some((base) => existsSync(path.join(project, base, name)))) return true;
  return !OWN_PROJECTS.some((own) => fromFile.startsWith(own)) && index.has(name);
}

/** A heading's anchor as GitHub writes it: `## 5. Honest by construction` → `5-honest-by-construction`. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The anchors of a Markdown page: its headings' and its `<a id="…">`s. */
function anchorsOf(project, doc, cache) {
  if (!cache.has(doc)) {
    const full = path.join(project, doc);
    const text = existsSync(full) ? readFileSync(full, 'utf8') : '';
    const found = new Set();
    for (const m of text.matchAll(/^#{1,6}\s+(.+)$/gm)) found.add(slug(m[1]));
    for (const m of text.matchAll(/<a id="([^"]+)"/g)) found.add(m[1]);
    cache.set(doc, found);
  }
  return cache.get(doc);
}

/** The section numbers (`2.10`, `6b`) a Markdown page has headings for. */
function sectionsOf(project, doc, cache) {
  if (!cache.has(doc)) {
    const full = path.join(project, doc);
    const text = existsSync(full) ? readFileSync(full, 'utf8') : '';
    const found = new Set();
    for (const m of text.matchAll(/^#{1,6}\s+§?\s?(\d+[a-z]?(?:\.\d+[a-z]?)?)[.\s]/gm)) {
      found.add(m[1]);
    }
    cache.set(doc, found);
  }
  return cache.get(doc);
}

const lineOf = (text, offset) => text.slice(0, offset).split('\n').length;

/**
 * The findings for `project`: { errors: [{file, line, ref, reason}], legacy: Map(file → n) }.
 * Legacy citations are errors unless `allowLegacy`.
 */
export function checkProject(project, { allowLegacy = false } = {}) {
  const files = filesToScan(project);
  const index = basenameIndex(project);
  const sections = new Map();
  const anchors = new Map();
  const errors = [];
  const legacy = new Map();
  for (const file of files) {
    const source = readFileSync(path.join(project, file), 'utf8');
    if (HISTORY.test(file)) continue;
    const chunks = CODE.test(file) ? commentsOf(file, source) : [[0, source]];
    // A citation counts wherever it is, a test's title included.
    for (const m of source.matchAll(LEGACY)) {
      if (allowLegacy) legacy.set(file, (legacy.get(file) ?? 0) + 1);
      else {
        const line = lineOf(source, m.index);
        errors.push({ file, line, ref: m[0], reason: 'not in the repository: cite docs/' });
      }
    }
    if (file.endsWith('.md')) {
      for (const m of source.matchAll(MD_LINK)) {
        const [, target, anchor] = m;
        if (/^[a-z]+:/i.test(target)) continue;
        const line = lineOf(source, m.index);
        const linked = target ? path.posix.join(path.posix.dirname(file), target) : file;
        if (!existsSync(path.join(project, linked))) {
          errors.push({ file, line, ref: target, reason: 'no such link target' });
        } else if (
          anchor &&
          linked.endsWith('.md') &&
          !anchorsOf(project, linked, anchors).has(anchor)
        ) {
          errors.push({ file, line, ref: `${target}#${anchor}`, reason: 'no such anchor' });
        }
      }
    }
    for (const [offset, text] of chunks) {
      const at = (i) => lineOf(source, offset + i);
      for (const m of text.matchAll(PATH_REF)) {
        const ref = trimReference(m[1]);
        if (!resolvesPath(project, file, ref)) {
          errors.push({ file, line: at(m.index), ref, reason: 'no such path' });
        }
      }
      for (const m of text.matchAll(BARE_REF)) {
        const name = m[1];
        // A link's target is checked as a link, relative to its page.
        if (LEGACY_NAME.test(name) || text.slice(m.index - 2, m.index) === '](') continue;
        if (!resolvesBare(project, index, file, name)) {
          errors.push({ file, line: at(m.index), ref: name, reason: 'no such file' });
        }
      }
      for (const m of text.matchAll(SECTION_REF)) {
        const [, doc, section] = m;
        if (
          existsSync(path.join(project, doc)) &&
          !sectionsOf(project, doc, sections).has(section)
        ) {
          errors.push({
            file,
            line: at(m.index),
            ref: `${doc} §${section}`,
            reason: 'no such section',
          });
        }
      }
    }
  }
  errors.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return { files: files.length, errors, legacy };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const allowLegacy = args.includes('--allow-legacy-citations');
  const verbose = args.includes('--verbose');
  const dir = args.find((a) => !a.startsWith('--'));
  const project = dir ? path.resolve(dir) : path.resolve(import.meta.dirname, '..');
  const { files, errors, legacy } = checkProject(project, { allowLegacy });
  for (const e of errors) console.log(`${e.file}:${e.line}  ${e.ref}  ${e.reason}`);
  const legacyCount = [...legacy.values()].reduce((a, b) => a + b, 0);
  if (legacy.size > 0) {
    console.log(
      `${legacyCount} citations of documents outside the repository in ${legacy.size} files (allowed for now by --allow-legacy-citations)`,
    );
    if (verbose) for (const [file, n] of legacy) console.log(`  ${file}: ${n}`);
  }
  console.log(`${files} files scanned, ${errors.length} errors`);
  process.exit(errors.length > 0 ? 1 : 0);
}
