// The product's own pre-rendered /privacy-policy HTML (the app is built first), pre-rendered
// here at build time as a static route: the framework's cost of serving the same bytes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const dynamic = 'force-static';

const candidates = ['.', '../..'].map((up) =>
  path.resolve(process.cwd(), up, '.next/server/app/privacy-policy.html'),
);

export function GET() {
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) throw new Error('build the app first: .next/server/app/privacy-policy.html');
  return new Response(readFileSync(file), {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
}
