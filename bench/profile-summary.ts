/**
 * `tsx bench/profile-summary.ts <file.cpuprofile> [top]`: where our time
 * goes. Reads a V8 CPU profile (`node --cpu-prof`, as `bench:api-load -- --profile` writes for
 * the app server) and prints the share of CPU samples by origin: a package under node_modules,
 * or, for code bundled into .next/server, the source file its source map names (our
 * `lib/server/...` modules, or the bundled package). Self time only: each sample counted once,
 * where it was taken, as a share of the busy samples (`(idle)` left out); `(garbage collector)`
 * and `(program)` are V8's own.
 */
import { readFileSync, existsSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}

const maps = new Map<string, SourceMap | null>();
function sourceMapOf(file: string): SourceMap | null {
  if (!maps.has(file)) {
    const mapFile = `${file}.map`;
    maps.set(
      file,
      existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : null,
    );
  }
  return maps.get(file) ?? null;
}

/** 'pkg:<name>', 'ours:<path>' or a V8 pseudo-frame such as '(garbage collector)'. */
export function originOf(frame: ProfileNode['callFrame']): string {
  const { url } = frame;
  if (!url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  if (url.startsWith('node:')) return 'node:*';
  // The only WebAssembly the server runs besides PGlite's is Prisma's query compiler.
  if (url.startsWith('wasm://')) return 'wasm (Prisma query compiler, or PGlite)';
  let file = url.startsWith('file://') ? fileURLToPath(url) : url;
  if (file.includes('/.next/server/')) {
    const entry = sourceMapOf(file)?.findEntry(frame.lineNumber, frame.columnNumber);
    const source = entry && 'originalSource' in entry ? entry.originalSource : undefined;
    if (!source) return 'bundle (unmapped)';
    file = decodeURIComponent(source);
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (pkg) return `pkg:${pkg[1]}`;
  const ours = /(?:^|\/)((?:app|lib|components|i18n|scripts)\/.*)$/.exec(
    file.replace(/^.*\[project\]\//, ''),
  );
  return ours ? `ours:${ours[1]}` : file;
}

/** Share of samples (percent) by origin, highest first. */
export function summarise(profilePath: string): [string, number][] {
  const profile = JSON.parse(readFileSync(profilePath, 'utf8')) as { nodes: ProfileNode[] };
  const byOrigin = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (!hits || node.callFrame.functionName === '(idle)') continue;
    total += hits;
    const origin = originOf(node.callFrame);
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + hits);
  }
  return [...byOrigin.entries()]
    .map(([origin, hits]): [string, number] => [origin, Math.round((hits / total) * 1000) / 10])
    .sort((a, b) => b[1] - a[1]);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [file, top = '25'] = process.argv.slice(2);
  if (!file) throw new Error('usage: tsx bench/profile-summary.ts <file.cpuprofile> [top]');
  console.table(
    summarise(file)
      .slice(0, Number(top))
      .map(([origin, percent]) => ({ origin, '% of samples': percent })),
  );
}
