/**
 * The fuzzer's sample in `npm test`: 200 generated requests per endpoint
 * (bench/fuzz/inputs.ts: arbitrary JSON, near-valid bodies, wrong content types, broken
 * UTF-8, oversized bodies, fuzzed queries and ids) through every route handler in-process.
 * None may answer ≥ 500, and every error must be `{error: {code, message}}`. The full run
 * (≥ 10,000 per endpoint, over HTTP against the real server) is `npm run bench:fuzz`.
 * Also: every route file's every method is listed in bench/fuzz/endpoints.ts.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { NextRequest } from 'next/server';
import { endpointName, FUZZ_ENDPOINTS, type FuzzEndpoint } from '@/bench/fuzz/endpoints';
import { answerProblem, sampleRequests } from '@/bench/fuzz/inputs';
import { createLeadSession, LEAD_SESSION_COOKIE } from '@/lib/server/auth/lead-session';
import { setupTestDatabase } from '../support/test-db';
import { adminCookie } from '../support/admin';
import { API_DIR, routeFiles } from '../support/route-files';

const db = setupTestDatabase();
const SAMPLE = 200;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

type Handler = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response>;

/** Dynamic segment values of `path` under the route pattern of `endpoint`. */
function paramsOf(endpoint: FuzzEndpoint, path: string): Record<string, string> {
  const names: string[] = [];
  const pattern = endpoint.route.replace(/\[(\w+)\]/g, (_, name: string) => {
    names.push(name);
    return '([^/]*)';
  });
  const match = new RegExp(`^/api/${pattern}$`).exec(path.split('?')[0]!);
  return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(match?.[i + 1] ?? '')]));
}

async function cookieFor(endpoint: FuzzEndpoint): Promise<string | undefined> {
  if (endpoint.auth === 'admin') return adminCookie(db());
  if (endpoint.auth === 'none') return undefined;
  const lead = await db().lead.create({
    data: {
      firstName: 'Fuzz',
      lastName: 'Lead',
      email: `fuzz-${endpoint.method}-${endpoint.route.replace(/\W/g, '')}@example.it`,
      phone: `+3934712${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`,
      experience: 'base',
    },
  });
  return `${LEAD_SESSION_COOKIE}=${await createLeadSession(db(), lead.id, true)}`;
}

describe('fuzz sample', () => {
  it('lists every route file and method of app/api', () => {
    const listed = new Set(FUZZ_ENDPOINTS.map(endpointName));
    const missing = routeFiles().flatMap((file) => {
      const route = relative(API_DIR, file).replace(/\/route\.ts$/, '');
      const methods = [
        ...readFileSync(file, 'utf8').matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g),
      ];
      return methods.map((m) => `${m[1]} /api/${route}`).filter((name) => !listed.has(name));
    });
    expect(missing).toEqual([]);
  });

  it.each(FUZZ_ENDPOINTS.map((e) => [endpointName(e), e] as const))(
    '%s: 200 generated requests, no 5xx, every error {error: {code, message}}',
    async (_name, endpoint) => {
      const routeModule = (await import(`@/app/api/${endpoint.route}/route`)) as Record<
        string,
        Handler
      >;
      const handler = routeModule[endpoint.method]!;
      const cookie = await cookieFor(endpoint);
      const problems: string[] = [];
      const requests = sampleRequests(endpoint, SAMPLE, SEED);
      for (const [i, req] of requests.entries()) {
        const request = new NextRequest(`http://localhost:3000${req.path}`, {
          method: endpoint.method,
          headers: {
            host: 'localhost:3000',
            origin: 'http://localhost:3000',
            // A different client each time, so per-address caps do not hide the parsing.
            'x-forwarded-for': `10.${(i >> 8) & 255}.${i & 255}.${(SEED + i) % 250}`,
            ...(req.contentType !== undefined ? { 'content-type': req.contentType } : {}),
            ...(cookie ? { cookie } : {}),
          },
          body: endpoint.method === 'GET' ? undefined : (req.body as BodyInit | undefined),
        });
        const response = await handler(request, {
          params: Promise.resolve(paramsOf(endpoint, req.path)),
        });
        const problem = answerProblem(
          response.status,
          response.headers.get('content-type'),
          await response.text(),
        );
        if (problem) problems.push(`#${i} ${req.kind} ${req.path.slice(0, 120)}: ${problem}`);
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
