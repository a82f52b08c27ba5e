/**
 * What the probes of bench/abuse send with: requests from a chosen client address, answers
 * counted by status, throwaway leads, and the server's SMS outbox file.
 */
import { readFileSync } from 'node:fs';
import { solvedProof } from './proof';

/** One answer: status, body as text, how long it took, and its cookies (`name=value`). */
export interface Answer {
  status: number;
  body: string;
  ms: number;
  cookies: string[];
}

/**
 * Client addresses from 198.18.0.0/15 (RFC 2544, benchmarking), a new one per call. Each run
 * starts at a random offset, so a rerun does not meet the per-address counters of the last one.
 */
let nextAddress = Math.floor(Math.random() * 120_000);
export function freshAddress(): string {
  const n = nextAddress++ % 131_072;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/** Requests to one server, each with the given client address in X-Forwarded-For. */
export function client(base: string) {
  async function send(
    method: string,
    path: string,
    ip: string,
    body?: unknown,
    cookie?: string,
  ): Promise<Answer> {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        // The API refuses a mutating request without its own Origin.
        origin: base,
        'x-forwarded-for': ip,
        'user-agent': 'bench-abuse',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text,
      ms: performance.now() - started,
      cookies: response.headers.getSetCookie().map((c) => c.split(';')[0]!),
    };
  }
  return {
    get: (path: string, ip = freshAddress()) => send('GET', path, ip),
    post: (path: string, body: unknown, ip = freshAddress(), cookie?: string) =>
      send('POST', path, ip, body, cookie),
  };
}
export type Client = ReturnType<typeof client>;

/** '401×5, 429×95': how many answers had each status, by status. */
export function statusCounts(answers: Answer[]): string {
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(', ');
}

/** How many answers had `status`. */
export const countOf = (answers: Answer[], status: number) =>
  answers.filter((a) => a.status === status).length;

/** A valid Italian mobile number nobody else uses: national form and E.164. */
export function freshPhone() {
  const national = `347${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  return { national, e164: `+39${national}` };
}

const runTag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
let leads = 0;

/**
 * Registers a lead through POST /api/leads from a fresh address, as the page would (a solved
 * proof of work, a person's fill time); throws unless 201.
 */
export async function registerLead(api: Client) {
  leads += 1;
  const phone = freshPhone();
  const lead = {
    firstName: 'Prova',
    lastName: 'Abuso',
    email: `abuse-${runTag}-${leads}@example.it`,
    phone: phone.national,
    password: `Bench-${runTag}-${leads}-pw`,
    experience: 'principiante',
    privacyAccepted: true,
  };
  const { altcha } = await solvedProof(api);
  const answer = await api.post('/api/leads', { ...lead, fillMs: 8_000, altcha });
  if (answer.status !== 201) {
    throw new Error(`registration answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  }
  return { ...lead, e164: phone.e164 };
}

/** The SMS the outbox file holds for `e164` (oldest first), or null if it cannot be read. */
export function outboxSms(file: string, e164: string): { to: string; text: string }[] | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  return text
    .split('\n')
    .filter((line) => line.includes(e164))
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((sms) => sms.to === e164);
}

/** Waits `ms`, printing why to stderr. */
export async function pause(ms: number, why: string) {
  process.stderr.write(`waiting ${Math.round(ms / 1000)} s: ${why}\n`);
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/** The median of `values` (0 for none). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 0;
}
