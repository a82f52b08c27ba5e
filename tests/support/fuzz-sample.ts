/**
 * The fuzzer's sample in `npm test` (tests/integration/fuzz-sample*.test.ts): 200 generated
 * requests per endpoint (bench/fuzz/inputs.ts) through the route handler in-process, and what
 * they got wrong. The endpoints are dealt round-robin over FUZZ_SHARDS test files, so that
 * jest runs them side by side instead of one file holding a worker for minutes.
 */
import { NextRequest } from 'next/server';
import { FUZZ_ENDPOINTS, type FuzzEndpoint } from '@/bench/fuzz/endpoints';
import { answerProblem, sampleRequests } from '@/bench/fuzz/inputs';
import { createLeadSession, LEAD_SESSION_COOKIE } from '@/lib/server/auth/lead-session';
import type { Db } from '@/lib/server/db/client';
import { steppedUpAdminCookie } from './admin';

/** Test files the sample is dealt over: fuzz-sample.test.ts, fuzz-sample-2 … -4.test.ts. */
export const FUZZ_SHARDS = 4;

/** The endpoints of shard `n` (1 … FUZZ_SHARDS): every FUZZ_SHARDS-th, from the n-th. */
export function fuzzShard(n: number): FuzzEndpoint[] {
  return FUZZ_ENDPOINTS.filter((_, i) => i % FUZZ_SHARDS === n - 1);
}

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

async function cookieFor(db: Db, endpoint: FuzzEndpoint): Promise<string | undefined> {
  // Stepped up, so the owner writes that ask for it are fuzzed past the check.
  if (endpoint.auth === 'admin') return steppedUpAdminCookie(db);
  if (endpoint.auth === 'none') return undefined;
  const lead = await db.lead.create({
    data: {
      firstName: 'Fuzz',
      lastName: 'Lead',
      email: `fuzz-${endpoint.method}-${endpoint.route.replace(/\W/g, '')}@example.it`,
      phone: `+3934712${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`,
      experience: 'base',
    },
  });
  return `${LEAD_SESSION_COOKIE}=${await createLeadSession(db, lead.id, true)}`;
}

/**
 * Sends the 200 generated requests to `endpoint`'s handler; returns one line per answer that
 * was ≥ 500 or not `{error: {code, message}}` (none when the endpoint held).
 */
export async function fuzzProblems(db: Db, endpoint: FuzzEndpoint): Promise<string[]> {
  const routeModule = (await import(`@/app/api/${endpoint.route}/route`)) as Record<
    string,
    Handler
  >;
  const handler = routeModule[endpoint.method]!;
  const cookie = await cookieFor(db, endpoint);
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
  return problems;
}
