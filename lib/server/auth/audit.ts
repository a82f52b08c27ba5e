/**
 * The admin audit log (docs/decisions.md §6): who did what to which record, when,
 * from which (truncated) address. Written for sign-ins (also failed ones), logout, priority
 * changes, notes, exports and offer changes; read on the dashboard tab. This module is the one
 * writer of `audit_log`: entries are appended, stripped of an erased lead, and purged by age.
 */
import 'server-only';
import * as z from 'zod/mini';
import type { AuditAction } from '@/lib/admin/audit-actions';
import type { AuditView } from '@/lib/contracts/admin/audit';
import type { AdminRole } from '@/lib/contracts/admin/session';
import { sqlOf, type Db } from '../db/client';
import { Prisma } from '../generated/prisma/client';
import { truncateIp } from '../http/client-ip';
import { leadFilterSql } from '../db/lead-filter';

/** The signed-in admin, as handlers receive it from withAdmin. */
export interface AdminIdentity {
  userId: number;
  username: string;
  /** Server-side session id (admin_sessions.id). */
  sessionId: string;
  /** What the admin may do (./admin-permissions.ts). */
  role: AdminRole;
  /** Whether the account has a second factor on. */
  mfaEnabled: boolean;
  /**
   * Whether this session proved the second factor (at sign-in, or by enabling it in this
   * session). The rule reads the session, not the account: a session of an account with a
   * factor that did not prove it is no session at all (admin-session.ts adminFromClaims), and
   * ADMIN_REQUIRE_MFA sends a session without it to enrol.
   */
  mfaVerified: boolean;
  /** Last step-up (password + code again) in this session, or null. */
  steppedUpAt: Date | null;
  /** An owner asked this admin to choose a new password before anything else. */
  mustChangePassword: boolean;
}

export interface AuditEntry {
  /** The acting admin; null with `username` for a failed sign-in. */
  admin: AdminIdentity | null;
  username?: string;
  /** Dotted verb, e.g. 'auth.login', 'lead.read' (AUDIT_ACTIONS: each has its Italian label). */
  action: AuditAction;
  targetType?: string;
  targetId?: string;
  details?: Prisma.InputJsonValue;
  /** Raw client address; stored truncated (IPv4 /24, IPv6 /48). */
  ip: string;
}

/** Appends one entry. `db` may be a transaction client, so the entry commits with the change. */
export async function recordAudit(
  db: Pick<Db, 'auditLog'>,
  entry: AuditEntry,
  now = new Date(),
): Promise<void> {
  await db.auditLog.create({
    data: {
      userId: entry.admin?.userId ?? null,
      username: (entry.admin?.username ?? entry.username ?? '').slice(0, 64),
      action: entry.action,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId ?? null,
      details: entry.details,
      ipTruncated: truncateIp(entry.ip),
      createdAt: now,
    },
  });
}

/** The newest `limit` entries (at most 200), newest first. */
export async function listAudit(db: Db, limit = 50): Promise<AuditView[]> {
  const rows = await db.auditLog.findMany({
    orderBy: { id: 'desc' },
    take: Math.min(Math.max(limit, 1), 200),
  });
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    details: r.details,
    ipTruncated: r.ipTruncated,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The audited CSV exports, and the field of their details that holds the operator's search. */
const SEARCH_FIELD = { 'lead.export': 'search', 'call.export': 'q' } as const;
const TermRow = z.object({ term: z.coerce.number() });

/** What an erased search reads as afterwards. */
export const ERASED_SEARCH = '[erased]';

/**
 * Takes an erased lead out of the audit log, inside the erasure's transaction and before the
 * lead row goes: entries about the lead lose their details, and every CSV export whose search
 * would find the lead (the exports' own matching, lib/server/db/lead-filter.ts) has that search
 * replaced by ERASED_SEARCH: the operator may have typed the lead's email, phone or name. The
 * entries stay, so the log still says who exported how many rows, and when.
 */
export async function eraseLeadFromAudit(
  tx: Prisma.TransactionClient,
  lead: { id: number; publicId: string },
  now: Date,
): Promise<void> {
  await tx.auditLog.updateMany({
    where: { targetType: 'lead', targetId: lead.publicId },
    data: { details: Prisma.DbNull },
  });
  const exports = await tx.auditLog.findMany({
    where: { action: { in: Object.keys(SEARCH_FIELD) } },
    select: { id: true, action: true, details: true },
  });
  const searches = exports.flatMap(({ id, action, details }) => {
    const field = SEARCH_FIELD[action as keyof typeof SEARCH_FIELD];
    const record = details as Record<string, unknown> | null;
    const search = record?.[field];
    return typeof search === 'string' && search.trim() && search !== ERASED_SEARCH
      ? [{ id, field, record: record!, search }]
      : [];
  });
  if (searches.length === 0) return;
  // One statement: the index of every search that finds the lead.
  const terms = [...new Set(searches.map((s) => s.search))];
  const selects = terms.map((search, index) => {
    const condition = leadFilterSql(
      { search, status: 'all', period: 'all', experience: 'all' },
      now,
    );
    return Prisma.sql`SELECT ${index}::int AS term FROM leads WHERE id = ${lead.id} AND ${condition}`;
  });
  const found = z.array(TermRow).parse(await sqlOf(tx)(Prisma.join(selects, ' UNION ALL ')));
  const naming = new Set(found.map((row) => terms[row.term]));
  for (const { id, field, record, search } of searches) {
    if (!naming.has(search)) continue;
    await tx.auditLog.update({
      where: { id },
      data: { details: { ...record, [field]: ERASED_SEARCH } as Prisma.InputJsonObject },
    });
  }
}

/** Deletes the entries written before `before` (retention); returns how many. */
export async function purgeAuditBefore(db: Db, before: Date): Promise<number> {
  const { count } = await db.auditLog.deleteMany({ where: { createdAt: { lt: before } } });
  return count;
}
