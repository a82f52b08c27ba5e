/**
 * Security notices to the owners by email: when an admin account gets a second factor it did
 * not have (self-enrolment or an enrolment link), the account's own email (when it has one) and
 * every other owner with an email address are told, so that an enrolment nobody expected (someone holding the password, or the link) is
 * noticed and the owner can disable the account and reset its factor. The messages go through
 * the transactional outbox (../outbox/enqueue.ts) in the transaction of the enrolment itself:
 * both commit or neither does. The back-office speaks Italian, so do its notices. Who the
 * owners are and how an email to them is queued is here too, for every notice to the owners
 * (the daily summary and the alerts of ../owner use it).
 */
import 'server-only';
import { mailParts } from '@/lib/admin/email-templates';
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
 * The addresses of every enabled owner account with an email that finished its enrolment,
 * oldest account first, but account `exceptUserId`: who receives the owners' notices (security
 * notices, the daily summary and the alerts of lib/server/owner). An account still waiting on
 * its first enrolment link (one unused, none ever used) is left out: its address was typed by
 * the owner who created it and nobody has proved holding it yet (docs/admin-security.md).
 */
export async function ownerEmails(
  db: Pick<Prisma.TransactionClient, 'user'>,
  exceptUserId?: number,
): Promise<string[]> {
  const owners = await db.user.findMany({
    where: {
      role: 'owner',
      disabledAt: null,
      email: { not: null },
      NOT: {
        AND: [
          { enrolmentTokens: { some: { usedAt: null } } },
          { enrolmentTokens: { none: { usedAt: { not: null } } } },
        ],
      },
      ...(exceptUserId !== undefined && { id: { not: exceptUserId } }),
    },
    select: { email: true },
    orderBy: { id: 'asc' },
  });
  return owners.map((owner) => owner.email!);
}

/** An email to the owners: its template name (event type `email.<template>`) and its parts. */
export interface OwnerMail {
  template: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Queues through `tx` one transactional email `mail` to each address of `recipients` (in the
 * transaction of what it reports: both commit or neither does). Returns the outbox ids.
 */
export async function queueOwnerMail(
  tx: Pick<Prisma.TransactionClient, 'outboxMessage'>,
  recipients: string[],
  mail: OwnerMail,
  now: Date,
): Promise<string[]> {
  const ids: string[] = [];
  for (const to of recipients) {
    ids.push(
      await enqueueMessage(
        tx,
        {
          channel: 'email',
          eventType: `email.${mail.template}`,
          payload: { to, ...mail, transactional: true },
        },
        now,
      ),
    );
  }
  return ids;
}

/**
 * Queues, through `tx`, one email to the account `enrolled.userId` itself (when it has an email
 * address: a holder who did not enrol learns of it) and to every other owner (enabled, with an
 * email address) saying that the account turned a second factor on at `now`. Returns how many
 * (0: nobody could be told; the callers audit it).
 */
export async function queueEnrolmentNotice(
  tx: Pick<Prisma.TransactionClient, 'user' | 'outboxMessage'>,
  enrolled: { userId: number; username: string; via: EnrolmentVia },
  now: Date,
): Promise<number> {
  const copy = enrolmentNoticeCopy(enrolled.username, enrolled.via, now);
  const parts = mailParts(copy.text, null);
  const own = await tx.user.findUnique({
    where: { id: enrolled.userId },
    select: { email: true },
  });
  const recipients = [...new Set([own?.email, ...(await ownerEmails(tx, enrolled.userId))])];
  const ids = await queueOwnerMail(
    tx,
    recipients.filter((to): to is string => Boolean(to)),
    { template: ENROLMENT_NOTICE_TEMPLATE, subject: copy.subject, ...parts },
    now,
  );
  return ids.length;
}
