/**
 * The lead filters of the leads tab, its CSV export and the call list (docs/product.md §5 "Lead
 * search", §2.14) as SQL fragments built with Prisma.sql, for statements sent through
 * ./client.ts `sqlOf`: the list is the back-office's busiest read, and Prisma's query compiler
 * cost a quarter of its CPU under load (measured in a CPU profile of the admin GET /api/leads).
 * In db/ because the audit's erasure (auth/) and the admin lists share them.
 *
 * The rules:
 * - leads created up to `now`;
 * - search: the text, case-insensitive (ILIKE), inside the first name, last name or email; or
 *   the typed phone (spaces, dots, dashes and brackets dropped) inside the E.164 phone; or, for
 *   several words ("mario rossi"), every word inside a name or the email. `%`, `_` and `\`
 *   typed by the operator are literal. The trigram indexes of migration
 *   20261122221401_admin_scale_indexes serve these LIKE patterns;
 * - status: verified or pending (is_verified);
 * - period: created at or after now − 1, 7 or 30 days for today, week, month (./sql.ts);
 * - experience: the stored level is in the chosen group (lib/admin/experience-groups.ts, the groups
 *   the dashboard counts).
 */
import 'server-only';
import type { LeadFilters } from '@/lib/contracts/admin/leads';
import { EXPERIENCE_GROUPS } from '@/lib/admin/experience-groups';
import { Prisma } from '../generated/prisma/client';
import { periodStart } from './sql';

const sql = Prisma.sql;

/** `%text%` with LIKE's own characters escaped (backslash is PostgreSQL's default escape). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The search rule on a lead's columns, `alias` naming the leads table in the statement
 * (`l.` in the call list's join, empty on `leads` itself).
 */
export function leadSearchSql(search: string, alias: '' | 'l.' = ''): Prisma.Sql {
  const column = (name: string) => Prisma.raw(`${alias}${name}`);
  const inNameOrEmail = (pattern: string) =>
    sql`(${column('first_name')} ILIKE ${pattern} OR ${column('last_name')} ILIKE ${pattern} OR ${column('email')} ILIKE ${pattern})`;
  const or = [
    inNameOrEmail(containing(search)),
    sql`${column('phone')} LIKE ${containing(search.replace(/[\s().-]/g, '') || search)}`,
  ];
  const words = search.split(/\s+/).filter(Boolean);
  if (words.length > 1) {
    or.push(
      sql`(${Prisma.join(
        words.map((w) => inNameOrEmail(containing(w))),
        ' AND ',
      )})`,
    );
  }
  return sql`(${Prisma.join(or, ' OR ')})`;
}

/** The condition of `filters` at `now` on the columns of `leads`. */
export function leadFilterSql(filters: LeadFilters, now: Date): Prisma.Sql {
  const and = [sql`created_at <= ${now}`];
  const search = filters.search?.trim();
  if (search) and.push(leadSearchSql(search));
  if (filters.status !== 'all') and.push(sql`is_verified = ${filters.status === 'verified'}`);
  const from = periodStart(filters.period, now);
  if (from) and.push(sql`created_at >= ${from}`);
  if (filters.experience !== 'all') {
    const levels = EXPERIENCE_GROUPS[filters.experience].map((l) => sql`${l}::"Experience"`);
    and.push(sql`experience IN (${Prisma.join(levels)})`);
  }
  return Prisma.join(and, ' AND ');
}
