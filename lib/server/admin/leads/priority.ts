/**
 * A lead's priority as the operator sets it (docs/product.md §2.14), audited from → to; the
 * leads table's owner, leads/lead-store.ts, writes it.
 */
import 'server-only';
import type { LeadRow } from '@/lib/contracts/admin/leads';
import type { Db } from '../../db/client';
import type { LeadPriority } from '../../generated/prisma/client';
import { AppError } from '../../http/errors';
import { recordAudit, type AdminIdentity } from '../../auth/audit';
import { updateLeadPriority } from '../../leads/lead-store';
import { LEAD_ROW_SELECT, toLeadRow } from './list';

/** Sets the priority and audits from → to in one transaction; returns the row. */
export async function setLeadPriority(
  db: Db,
  publicId: string,
  priority: LeadPriority,
  ctx: { admin: AdminIdentity; ip: string; now?: Date },
): Promise<LeadRow> {
  return db.$transaction(async (tx) => {
    const before = await tx.lead.findUnique({ where: { publicId }, select: { priority: true } });
    if (!before) throw new AppError('not_found');
    const lead = await updateLeadPriority(tx, publicId, priority, LEAD_ROW_SELECT);
    await recordAudit(
      tx,
      {
        admin: ctx.admin,
        action: 'lead.priority',
        targetType: 'lead',
        targetId: publicId,
        details: { from: before.priority, to: priority },
        ip: ctx.ip,
      },
      ctx.now,
    );
    return toLeadRow(lead);
  });
}
