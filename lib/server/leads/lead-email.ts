/**
 * Email from the operator to a lead (docs/product.md §7 POST /api/leads/{id}/email):
 * written into the outbox with its audit row in one transaction, delivered by the dispatcher
 * (SMTP or the .eml outbox). Refused for a lead who unsubscribed; always with an unsubscribe
 * link and List-Unsubscribe header (non-transactional).
 */
import 'server-only';
import { renderTemplate } from '@/lib/admin/email-templates';
import type { LeadEmailInput, LeadEmailResponse } from '@/lib/contracts/admin/leads';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { recordAudit, type AdminIdentity } from '../auth/audit';
import { enqueueMessage } from '../outbox/enqueue';
import { leadEmailPayload } from './automations';

export async function queueLeadEmail(
  db: Db,
  publicId: string,
  input: LeadEmailInput,
  ctx: { admin: AdminIdentity; ip: string; now?: Date },
): Promise<LeadEmailResponse['email']> {
  const now = ctx.now ?? new Date();
  return db.$transaction(async (tx) => {
    const lead = await tx.lead.findUnique({ where: { publicId } });
    if (!lead) throw new AppError('not_found');
    if (lead.emailOptOutAt) throw new AppError('unsubscribed');
    const subject =
      input.subject ??
      (input.templateKey
        ? renderTemplate(input.templateKey, lead.locale, lead.firstName).subject
        : 'Accademia Trading Italia');
    const templateName = input.templateKey ?? 'custom';
    const id = await enqueueMessage(
      tx,
      {
        channel: 'email',
        eventType: `email.${templateName}`,
        payload: {
          ...leadEmailPayload(lead, templateName, { subject, body: input.template }),
          sentBy: ctx.admin.username,
        },
        leadId: lead.id,
      },
      now,
    );
    await recordAudit(
      tx,
      {
        admin: ctx.admin,
        action: 'lead.email',
        targetType: 'lead',
        targetId: publicId,
        details: { messageId: id, subject },
        ip: ctx.ip,
      },
      now,
    );
    return { id, status: 'pending' as const };
  });
}
