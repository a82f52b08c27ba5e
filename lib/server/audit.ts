/**
 * The admin audit log (ISSUE 8 item 3, DESIGN.md §6): who did what to which record, when,
 * from which (truncated) address. Written for sign-ins (also failed ones), logout, priority
 * changes, notes, exports and offer changes; read on the dashboard tab.
 */
import 'server-only';
import type { Db } from './db';
import type { Prisma } from './generated/prisma/client';
import { truncateIp } from './client-ip';

/** The signed-in admin, as handlers receive it from withAdmin. */
export interface AdminIdentity {
  userId: number;
  username: string;
  /** Server-side session id (admin_sessions.id). */
  sessionId: string;
}

export interface AuditEntry {
  /** The acting admin; null with `username` for a failed sign-in. */
  admin: AdminIdentity | null;
  username?: string;
  /** Dotted verb, e.g. 'auth.login', 'auth.login_failed', 'lead.priority', 'lead.note'. */
  action: string;
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

/** One audit row as the admin list shows it. */
export interface AuditView {
  id: number;
  username: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: unknown;
  ipTruncated: string | null;
  createdAt: string;
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
