/**
 * A walk over the project's static imports, for the first-load tests
 * (admin-first-load-imports.test.ts, public-first-load-imports.test.ts): what a page's
 * JavaScript carries before anyone acts is what its client modules import statically;
 * `import()` and React.lazy load later and are not followed.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(__dirname, '../../..');

/** A project file for `spec` imported from `importer`, or null for a package. */
function resolveFile(spec: string, importer: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(ROOT, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(importer), spec);
  else return null;
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  throw new Error(`${spec} (from ${importer}) not found`);
}

export interface PackageImport {
  from: string;
  spec: string;
  names: string[];
}

/**
 * Static, non-type imports (and re-exports) of the files reachable from `entries`; with
 * `clientOnly`, only the browser's part counts (a 'use client' module and what it imports),
 * the server components being walked through to find it, as the bundler splits a page.
 */
export function staticImports(
  entries: string[],
  { clientOnly = false }: { clientOnly?: boolean } = {},
): { files: Set<string>; packages: PackageImport[] } {
  const files = new Set<string>();
  const packages: PackageImport[] = [];
  const seen = new Set<string>();
  const queue = entries.map((entry) => ({ file: path.join(ROOT, entry), client: !clientOnly }));
  while (queue.length > 0) {
    const { file, client: parentClient } = queue.pop()!;
    const text = readFileSync(file, 'utf8');
    const client = parentClient || /^\s*(\/\/[^\n]*\n\s*)*['"]use client['"]/.test(text);
    const key = `${client}:${file}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (client) files.add(file);
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
    for (const node of source.statements) {
      let spec: string | undefined;
      let names: string[] = [];
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const clause = node.importClause;
        if (clause?.isTypeOnly) continue;
        const bindings = clause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings)) {
          names = bindings.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text);
          if (names.length === 0 && !clause?.name) continue;
        }
        spec = node.moduleSpecifier.text;
      } else if (
        ts.isExportDeclaration(node) &&
        !node.isTypeOnly &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        spec = node.moduleSpecifier.text;
      }
      if (!spec) continue;
      const target = resolveFile(spec, file);
      if (target) {
        if (/\.(ts|tsx)$/.test(target)) queue.push({ file: target, client });
      } else if (client) packages.push({ from: path.relative(ROOT, file), spec, names });
    }
  }
  return { files, packages };
}
