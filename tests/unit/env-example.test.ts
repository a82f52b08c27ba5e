/**
 * `.env.example` is where configuration is documented (docs/configuration.md): every variable
 * env.ts parses is listed there, and nothing else is. A variable added to one and not the
 * other fails here, naming it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..', '..');

/** The names of createEnv's `server` and `client` blocks in env.ts, read from its syntax. */
function envTsNames(): string[] {
  const source = readFileSync(path.join(ROOT, 'env.ts'), 'utf8');
  const file = ts.createSourceFile('env.ts', source, ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      ['server', 'client'].includes(node.name.text) &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      for (const property of node.initializer.properties) {
        if (property.name && ts.isIdentifier(property.name)) names.push(property.name.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names.sort();
}

/** The names `.env.example` sets or shows commented out (`NAME=` or `# NAME=`). */
function exampleNames(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return [...new Set([...text.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!))].sort();
}

// Set by the tools (next, jest), never by an operator's file.
const SET_BY_TOOLS = ['NODE_ENV'];

describe('.env.example and env.ts', () => {
  const parsed = envTsNames().filter((name) => !SET_BY_TOOLS.includes(name));
  const listed = exampleNames('.env.example');

  it('finds the variables in both (a parser that reads nothing would pass anything)', () => {
    expect(parsed).toEqual(expect.arrayContaining(['SITE_URL', 'NEXTAUTH_SECRET']));
    expect(parsed).toEqual(expect.arrayContaining(['NEXT_PUBLIC_GA_ID']));
    expect(parsed.length).toBeGreaterThan(60);
    expect(listed.length).toBeGreaterThan(60);
  });

  it('lists every variable env.ts parses', () => {
    expect(parsed.filter((name) => !listed.includes(name))).toEqual([]);
  });

  it('lists no variable env.ts does not parse', () => {
    expect(listed.filter((name) => !parsed.includes(name))).toEqual([]);
  });

  it('gives production no variable the app would not read', () => {
    // Compose's own: the published port and the database container's password.
    const composeOnly = ['HTTP_PORT', 'POSTGRES_PASSWORD'];
    const production = exampleNames('.env.production.example');
    expect(production.filter((n) => !parsed.includes(n) && !composeOnly.includes(n))).toEqual([]);
  });
});
