/**
 * The operator's notes on a lead (docs/product.md §2.14): added by an admin, audited as
 * `lead.note`. Owns `lead_notes` (only the operator writes notes).
 */
import 'server-only';
import type { LeadNote } from '@/lib/contracts/admin/leads';
import type { Db } from '../../db/client';
import { recordAudit, type AdminIdentity } from '../../auth/audit';
import { leadIdOf } from './list';

/** A note as the detail dialog shows it: author's username, ISO time. */
export function noteView(note: {
  id: number;
  body: string;
  createdAt: Date;
  author: { username: string } | null;
}): LeadNote {
  return {
    id: note.id,
    body: note.body,
    author: note.author?.username ?? null,
    createdAt: note.createdAt.toISOString(),
  };
}

/** Adds a note by `admin` and audits it; returns the note. */
export async function addLeadNote(
  db: Db,
  publicId: string,
  body: string,
  ctx: { admin: AdminIdentity; ip: string; now?: Date },
): Promise<LeadNote> {
  const leadId = await leadIdOf(db, publicId);
  return db.$transaction(async (tx) => {
    const note = await tx.leadNote.create({
      data: { leadId, authorId: ctx.admin.userId, body, createdAt: ctx.now ?? new Date() },
      include: { author: { select: { username: true } } },
    });
    await recordAudit(
      tx,
      { admin: ctx.admin, action: 'lead.note', targetType: 'lead', targetId: publicId, ip: ctx.ip },
      ctx.now,
    );
    return noteView(note);
  });
}
