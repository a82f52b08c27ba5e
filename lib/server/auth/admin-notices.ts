/**
 * Security notices to the owners by email: when an admin account gets a second factor it did
 * not have (self-enrolment or an enrolment link), every other owner with an email address is
 * told, so that an enrolment nobody expected (someone holding the password, or the link) is
 * noticed and the owner can disable the account and reset its factor. The messages go through
 * the transactional outbox (../outbox/enqueue.ts) in the transaction of the enrolment itself:
 * both commit or neither does. The back-office speaks Italian, so do its notices.
 */
import 'server-only';
import { mailParts } from '@/lib/email-templates';
import type { Prisma } from '../generated/prisma/client';
import { enqueueMessage } from '../outbox/enqueue';

/** The template name in the outbox payload and event type (`email.admin-mfa-enrolled`). */
export const ENROLMENT_NOTICE_TEMPLATE = 'admin-mfa-enrolled';

/** How the account enrolled: from one of its sessions, or through an owner's enrolment link. */
export type EnrolmentVia = 'self' | 'link';

const VIA: Record<EnrolmentVia, string> = {
  self: 'da una sessione aperta con la sua password',
  link: 'con il link di attivazione creato da un titolare',
};

/** Subject and text of the notice that `username` enrolled a second factor at `at`. */
export function enrolmentNoticeCopy(
  username: string,
  via: EnrolmentVia,
  at: Date,
): { subject: string; text: string } {
  const when = new Intl.DateTimeFormat('it-IT', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Rome',
  }).format(at);
  return {
    subject: `Amministrazione: verifica in due passaggi attivata per ${username}`,
    text:
      `L'account amministratore «${username}» ha attivato la verifica in due passaggi il ${when} (ora italiana), ${VIA[via]}.\n\n` +
      `Se te lo aspettavi non devi fare nulla. Altrimenti apri la scheda Account dell'amministrazione, disattiva l'account e azzera la sua verifica in due passaggi, poi controlla il registro attività.\n\n` +
      `Accademia Trading Italia`,
  };
}

/**
 * Queues, through `tx`, one email to every other owner (enabled, with an email address) saying
 * that account `enrolled.userId` turned a second factor on at `now`. Returns how many.
 */
export async function queueEnrolmentNotice(
  tx: Pick<Prisma.TransactionClient, 'user' | 'outboxMessage'>,
  enrolled: { userId: number; username: string; via: EnrolmentVia },
  now: Date,
): Promise<number> {
  const owners = await tx.user.findMany({
    where: {
      role: 'owner',
      disabledAt: null,
      email: { not: null },
      id: { not: enrolled.userId },
    },
    select: { email: true },
    orderBy: { id: 'asc' },
  });
  const copy = enrolmentNoticeCopy(enrolled.username, enrolled.via, now);
  const parts = mailParts(copy.text, null);
  for (const owner of owners) {
    await enqueueMessage(
      tx,
      {
        channel: 'email',
        eventType: `email.${ENROLMENT_NOTICE_TEMPLATE}`,
        payload: {
          to: owner.email!,
          subject: copy.subject,
          text: parts.text,
          html: parts.html,
          template: ENROLMENT_NOTICE_TEMPLATE,
          transactional: true,
        },
      },
      now,
    );
  }
  return owners.length;
}
