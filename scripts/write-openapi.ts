/**
 * Writes the API's OpenAPI 3.1 document, as GET /api/openapi.json serves it with this
 * environment, to the file named by the first argument (default: .data/openapi.json), for an
 * outside linter (CI runs Redocly CLI on it: docs/api.md).
 * Usage: npm run openapi:write [-- file]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import './support/prisma-esm';

const { GET } = await import('@/app/api/openapi.json/route');

const file = process.argv[2] ?? '.data/openapi.json';
const answer = await GET(new NextRequest('http://localhost/api/openapi.json'), {
  params: Promise.resolve({}),
});
if (!answer.ok) throw new Error(`GET /api/openapi.json answered ${answer.status}`);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(await answer.json(), null, 2)}\n`);
console.log(`wrote ${file}`);
