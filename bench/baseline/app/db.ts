// The baseline's database, opened on first use: BASELINE_DB=pg|pglite, BASELINE_TARGET=url|dir.
import { pgliteSql, pgSql, type Answer, type Sql } from '../work';

const holder = globalThis as unknown as { __baselineSql?: Promise<Sql> };

export function sql(): Promise<Sql> {
  const target = process.env.BASELINE_TARGET ?? '';
  holder.__baselineSql ??= process.env.BASELINE_DB === 'pg' ? pgSql(target) : pgliteSql(target);
  return holder.__baselineSql;
}

export const secret = () => process.env.BASELINE_SECRET ?? 'baseline';
export const smsFile = () => process.env.BASELINE_SMS ?? '.data/bench-api-load/sms-next.jsonl';

/** The client address: the last X-Forwarded-For entry (server/index.mjs-style rewrite). */
export const ipOf = (request: Request) =>
  (request.headers.get('x-forwarded-for') ?? '').split(',').pop()?.trim() || 'unknown';

export async function jsonOf(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

export function toResponse(answer: Answer): Response {
  return answer.body === undefined
    ? new Response(null, { status: answer.status, headers: answer.headers })
    : Response.json(answer.body, { status: answer.status, headers: answer.headers });
}
