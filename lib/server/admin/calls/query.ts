/**
 * The SQL of the call list, shared by the tab's page and the CSV export:
 * consultation requests and offer requests as one UNION ALL, each branch joined to its lead
 * and filtered on its own table (so each uses its (status, created_at) / (created_at) index),
 * in one order: newest first, then kind, then id (a total order, usable as a keyset).
 * Search is the leads list's (lib/server/db/lead-filter.ts), periods those of db/sql.ts; anonymous
 * consultations (no lead) never match a search.
 */
import 'server-only';
import * as z from 'zod/mini';
import { CALL_KINDS, CALL_OUTCOMES, CALL_STATUSES } from '@/lib/offers';
import { OPEN_CALL_STATUSES, type CallFilters } from '@/lib/contracts/admin/calls';
import { Prisma } from '../../generated/prisma/client';
import { leadSearchSql } from '../../db/lead-filter';
import { periodStart } from '../../db/sql';

const sql = Prisma.sql;

const text = z.nullable(z.string());

/**
 * One entry as SQL returns it (snake_case, lead columns null for an anonymous request). Kind,
 * status and outcome are TEXT columns: a value outside CALL_KINDS / CALL_STATUSES /
 * CALL_OUTCOMES fails the parse here
 * rather than reach the tab as a status it cannot show.
 */
export const callRecord = z.object({
  kind: z.enum(CALL_KINDS),
  id: z.number(),
  preferred_date: text,
  preferred_time: text,
  goals: text,
  questions: text,
  status: z.enum(CALL_STATUSES),
  status_changed_at: z.nullable(z.date()),
  outcome: z.nullable(z.enum(CALL_OUTCOMES)),
  outcome_changed_at: z.nullable(z.date()),
  created_at: z.date(),
  lead_public_id: text,
  first_name: text,
  last_name: text,
  email: text,
  phone: text,
});
export type CallRecord = z.output<typeof callRecord>;

/** Parses the rows of a statement built on callEntriesSql. */
export const callRecords = z.array(callRecord);

/** Where a page or a batch starts: after this entry in the list's order. */
export interface CallCursor {
  createdAt: Date;
  kind: string;
  id: number;
}

/**
 * Conditions on table alias `t` (and its lead `l`) for `filters` at `now`: created up to
 * `now`, in the period (now − 1/7/30 days), with the status (`open`: new or no_answer), and
 * matching the search. `withStatus` false leaves the status out (for per-status counts).
 */
function branchWhere(filters: CallFilters, now: Date, withStatus: boolean): Prisma.Sql {
  const and = [sql`t.created_at <= ${now}`];
  const from = periodStart(filters.period, now);
  if (from) and.push(sql`t.created_at >= ${from}`);
  if (withStatus && filters.status === 'open') {
    and.push(sql`t.status IN (${Prisma.join([...OPEN_CALL_STATUSES])})`);
  } else if (withStatus && filters.status !== 'all') {
    and.push(sql`t.status = ${filters.status}`);
  }
  const search = filters.q?.trim();
  if (search) and.push(leadSearchSql(search, 'l.'));
  return Prisma.join(and, ' AND ');
}

const LEAD_COLUMNS = sql`l.public_id::text AS lead_public_id, l.first_name, l.last_name,
  l.email, l.phone`;

export interface EntriesOptions {
  /** Only entries after this one in the list's order. */
  after?: CallCursor;
  /** Each branch keeps only its first `limit` entries in the list's order (top-N per branch). */
  limit?: number;
}

/** `(created_at, kind, id) < cursor`, on a branch whose kind is `kind`. */
function afterSql(kind: Prisma.Sql, cursor: CallCursor): Prisma.Sql {
  return sql`(t.created_at, ${kind}, t.id) < (${cursor.createdAt}::timestamptz, ${cursor.kind}::text, ${cursor.id}::int)`;
}

/** One branch: its select, its conditions, and its own order and limit when asked. */
function branch(select: Prisma.Sql, kind: Prisma.Sql, where: Prisma.Sql, o: EntriesOptions) {
  const after = o.after ? sql`AND ${afterSql(kind, o.after)}` : Prisma.empty;
  const top =
    o.limit === undefined
      ? Prisma.empty
      : sql`ORDER BY t.created_at DESC, ${kind} DESC, t.id DESC LIMIT ${o.limit}`;
  return sql`(${select} WHERE ${where} ${after} ${top})`;
}

/**
 * The UNION ALL of the branches `filters.kind` asks for, every column of CallRecord, at
 * `now`; unordered unless wrapped with CALL_ORDER (each branch is ordered only with `limit`).
 */
export function callEntriesSql(
  filters: CallFilters,
  now: Date,
  options: EntriesOptions = {},
): Prisma.Sql {
  const where = branchWhere(filters, now, true);
  const branches: Prisma.Sql[] = [];
  if (filters.kind === 'all' || filters.kind === 'consultation') {
    const select = sql`SELECT 'consultation'::text AS kind, t.id, t.preferred_date::text,
        t.preferred_time::text, t.goals::text, t.questions::text, t.status, t.status_changed_at,
        t.outcome, t.outcome_changed_at, t.created_at, ${LEAD_COLUMNS}
      FROM consultation_requests t LEFT JOIN leads l ON l.id = t.lead_id`;
    branches.push(branch(select, sql`'consultation'::text`, where, options));
  }
  if (filters.kind !== 'consultation') {
    const offer = filters.kind === 'all' ? Prisma.empty : sql`AND t.offer = ${filters.kind}`;
    const select = sql`SELECT t.offer AS kind, t.id, NULL::text AS preferred_date,
        NULL::text AS preferred_time, NULL::text AS goals, NULL::text AS questions, t.status,
        t.status_changed_at, t.outcome, t.outcome_changed_at, t.created_at, ${LEAD_COLUMNS}
      FROM offer_requests t JOIN leads l ON l.id = t.lead_id`;
    branches.push(branch(select, sql`t.offer`, sql`${where} ${offer}`, options));
  }
  return Prisma.join(branches, ' UNION ALL ');
}

/**
 * Only the `status` of each matching entry (for counts): the lead is joined only to search
 * (every offer request has its lead, by foreign key), so without a search the counts read the
 * request tables alone. `withStatus` false leaves the status filter out.
 */
export function callStatusesSql(filters: CallFilters, now: Date, withStatus: boolean): Prisma.Sql {
  const where = branchWhere(filters, now, withStatus);
  const lead = filters.q?.trim() ? sql`JOIN leads l ON l.id = t.lead_id` : Prisma.empty;
  const branches: Prisma.Sql[] = [];
  if (filters.kind === 'all' || filters.kind === 'consultation') {
    branches.push(sql`SELECT t.status FROM consultation_requests t ${lead} WHERE ${where}`);
  }
  if (filters.kind !== 'consultation') {
    const offer = filters.kind === 'all' ? Prisma.empty : sql`AND t.offer = ${filters.kind}`;
    branches.push(sql`SELECT t.status FROM offer_requests t ${lead} WHERE ${where} ${offer}`);
  }
  return Prisma.join(branches, ' UNION ALL ');
}

/** The list's order over `e` (the union): newest first, ties by kind then id, descending. */
export const CALL_ORDER = sql`ORDER BY e.created_at DESC, e.kind DESC, e.id DESC`;
