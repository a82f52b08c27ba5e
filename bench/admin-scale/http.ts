/**
 * The HTTP half of the admin scale bench: signs in through POST /api/admin/login (as the
 * login page does), then times each admin call of CALLS N times sequentially, and
 * streams the CSV export of every lead (time to first byte, total time, bytes, rows, and the
 * server's RSS before/peak/after when its pid is given — Linux /proc only).
 */
import { readFileSync } from 'node:fs';
import { chunksOf, measure, type Timing } from './report';

export const CALLS: [string, string][] = [
  ['GET /api/leads (no filter)', '/api/leads'],
  ['GET /api/leads?search=rossi', '/api/leads?search=rossi'],
  ['GET /api/leads?search=347', '/api/leads?search=347'],
  ['GET /api/leads?status=verified', '/api/leads?status=verified'],
  ['GET /api/leads?period=week', '/api/leads?period=week'],
  ['GET /api/leads?experience=avanzato', '/api/leads?experience=avanzato'],
  ['GET /api/leads?page=100', '/api/leads?page=100'],
  ['GET /api/admin/campaigns', '/api/admin/campaigns'],
  ['GET /api/admin/visitors', '/api/admin/visitors'],
  ['GET /api/admin/kpis', '/api/admin/kpis'],
  ['GET /api/admin/funnel?period=30d', '/api/admin/funnel?period=30d'],
  ['GET /api/admin/analytics', '/api/admin/analytics'],
];

/** Signs in; returns the Cookie header value. Throws with the server's answer on failure. */
export async function signIn(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(new URL('/api/admin/login', base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200)
    throw new Error(`POST /api/admin/login answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function getOk(base: string, path: string, cookie: string): Promise<unknown> {
  const res = await fetch(new URL(path, base), { headers: { cookie } });
  const body = await res.text();
  if (res.status !== 200)
    throw new Error(`GET ${path} answered ${res.status}: ${body.slice(0, 200)}`);
  return JSON.parse(body) as unknown;
}

/** The `total` the leads list reports (to check the app reads the bench database). */
export async function leadTotal(base: string, cookie: string): Promise<number> {
  const body = (await getOk(base, '/api/leads?pageSize=1', cookie)) as { total?: number };
  return body.total ?? NaN;
}

/** Times every call of CALLS `n` times (after 2 unmeasured warm-ups). */
export async function timeCalls(base: string, cookie: string, n: number): Promise<Timing[]> {
  const out: Timing[] = [];
  for (const [name, path] of CALLS) {
    try {
      out.push({ name, samples: await measure(n, () => getOk(base, path, cookie)) });
    } catch (error) {
      out.push({ name, samples: [], note: error instanceof Error ? error.message : String(error) });
    }
  }
  return out;
}

function rssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

export interface ExportResult {
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  rows: number;
  rss: { before: number | null; peak: number | null; after: number | null };
}

/** Streams GET /api/admin/leads/export to nowhere, counting bytes and lines. */
export async function timeExport(
  base: string,
  cookie: string,
  serverPid?: number,
): Promise<ExportResult> {
  const before = rssMb(serverPid);
  let peak = before;
  const sampler = setInterval(() => {
    const now = rssMb(serverPid);
    if (now !== null && (peak === null || now > peak)) peak = now;
  }, 50);
  const started = performance.now();
  try {
    const res = await fetch(new URL('/api/admin/leads/export', base), { headers: { cookie } });
    if (res.status !== 200 || !res.body)
      throw new Error(`export answered ${res.status}: ${await res.text()}`);
    let firstByteMs = NaN;
    let bytes = 0;
    let lines = 0;
    for await (const chunk of chunksOf(res.body)) {
      if (!bytes) firstByteMs = performance.now() - started;
      bytes += chunk.byteLength;
      for (const b of chunk) if (b === 10) lines++;
    }
    const totalMs = performance.now() - started;
    // Let the server settle before reading its memory again.
    await new Promise((r) => setTimeout(r, 500));
    return {
      firstByteMs,
      totalMs,
      bytes,
      rows: lines - 1,
      rss: { before, peak, after: rssMb(serverPid) },
    };
  } finally {
    clearInterval(sampler);
  }
}
