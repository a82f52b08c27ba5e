/**
 * The lead filters of the leads tab and its CSV export (SPEC.md §5 "Lead search", §2.14) as one
 * SQL condition on `leads`, for statements sent through db.ts `sqlOf`: the list is the back-
 * office's busiest read, and Prisma's query compiler cost a quarter of its CPU under load
 * (measured in a CPU profile of the admin GET /api/leads).
 *
 * The rules:
 * - leads created up to `now`;
 * - search: the text, case-insensitive (ILIKE), inside the first name, last name or email; or
 *   the typed phone (spaces, dots, dashes and brackets dropped) inside the E.164 phone; or, for
 *   several words ("mario rossi"), every word inside a name or the email. `%`, `_` and `\`
 *   typed by the operator are literal. The trigram indexes of migration
 *   20261122221401_admin_scale_indexes serve these LIKE patterns;
 * - status: verified or pending (is_verified);
 * - period: created at or after now − 1, 7 or 30 days for today, week, month;
 * - experience: the stored level is in the chosen group (EXPERIENCE_GROUPS).
 */
import 'server-only';
import { EXPERIENCE_GROUPS, type LeadFilters } from '@/lib/contracts/admin/leads';

const PERIOD_DAYS = { today: 1, week: 7, month: 30 } as const;

/** A SQL condition and its parameters ($1 … $n, in order). */
export interface SqlCondition {
  where: string;
  params: unknown[];
}

/** `%text%` with LIKE's own characters escaped (backslash is PostgreSQL's default escape). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The condition of `filters` at `now` on the columns of `leads`; `params` come first when the
 * statement has parameters of its own before the condition's (their count shifts $n).
 */
export function leadFilterSql(
  filters: LeadFilters,
  now: Date,
  params: unknown[] = [],
): SqlCondition {
  const values = [...params];
  const param = (value: unknown) => `$${values.push(value)}`;
  const and = [`created_at <= ${param(now)}`];
  const search = filters.search?.trim();
  if (search) {
    const text = param(containing(search));
    const inNameOrEmail = (p: string) =>
      `first_name ILIKE ${p} OR last_name ILIKE ${p} OR email ILIKE ${p}`;
    const or = [
      inNameOrEmail(text),
      `phone LIKE ${param(containing(search.replace(/[\s().-]/g, '') || search))}`,
    ];
    const words = search.split(/\s+/).filter(Boolean);
    if (words.length > 1) {
      or.push(words.map((w) => `(${inNameOrEmail(param(containing(w)))})`).join(' AND '));
    }
    and.push(`(${or.join(' OR ')})`);
  }
  if (filters.status !== 'all') and.push(`is_verified = ${param(filters.status === 'verified')}`);
  if (filters.period !== 'all') {
    const days = PERIOD_DAYS[filters.period];
    and.push(`created_at >= ${param(new Date(now.getTime() - days * 86_400_000))}`);
  }
  if (filters.experience !== 'all') {
    const levels = EXPERIENCE_GROUPS[filters.experience].map((l) => `${param(l)}::"Experience"`);
    and.push(`experience IN (${levels.join(', ')})`);
  }
  return { where: and.join(' AND '), params: values };
}
