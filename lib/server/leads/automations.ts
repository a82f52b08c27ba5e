/**
 * The automations that really run, each with an on/off switch kept in
 * `automation_settings` (this module is that table's one writer):
 * - `welcome_email`: a welcome email when a lead verifies (on by default);
 * - `sms_reminder_24h`: one reminder SMS 24 h after registration to a lead who has not
 *   verified by then, within the SMS caps and allowed countries (off by default: it costs).
 * Both are written into the outbox inside the transaction of the change that triggers them.
 */
import 'server-only';
import * as z from 'zod/mini';
import { env } from '@/env';
import {
  AUTOMATION_KEYS,
  type Automation,
  type AutomationKey,
} from '@/lib/contracts/admin/automations';
import type { Db } from '../db/client';
import type { Lead, Prisma } from '../generated/prisma/client';
import { enqueueMessage } from '../outbox/enqueue';
import { mailParts, renderTemplate, unsubscribeLabel } from '@/lib/admin/email-templates';
import { unsubscribeHeaders, unsubscribeUrl } from './unsubscribe-link';
import type { EmailPayload } from '../channels/mail/deliverer';

const AUTOMATIONS = {
  welcome_email: { defaultEnabled: true },
  sms_reminder_24h: { defaultEnabled: false },
} as const satisfies Record<AutomationKey, { defaultEnabled: boolean }>;

/** Delay of the SMS reminder after registration. */
export const SMS_REMINDER_DELAY_MS = 24 * 3_600_000;

type Tx = Pick<Prisma.TransactionClient, 'automationSetting' | 'outboxMessage'>;

/** Whether automation `key` is on (its stored switch, else its default). */
export async function isAutomationOn(db: Tx, key: AutomationKey): Promise<boolean> {
  const row = await db.automationSetting.findUnique({ where: { key } });
  return row?.enabled ?? AUTOMATIONS[key].defaultEnabled;
}

/** Sets the switch of automation `key`. */
export async function setAutomation(db: Db, key: AutomationKey, enabled: boolean): Promise<void> {
  await db.automationSetting.upsert({
    where: { key },
    create: { key, enabled },
    update: { enabled },
  });
}

/** The email payload of `template` for `lead` (its language; unsubscribe link unless transactional). */
export function leadEmailPayload(
  lead: Pick<Lead, 'publicId' | 'email' | 'firstName' | 'locale'>,
  template: string,
  content: { subject: string; body: string },
  transactional = false,
): EmailPayload {
  const unsubscribe = transactional
    ? null
    : { url: unsubscribeUrl(lead.publicId), label: unsubscribeLabel(lead.locale) };
  return {
    to: lead.email,
    subject: content.subject,
    ...mailParts(content.body, unsubscribe),
    template,
    transactional,
    ...(transactional ? {} : { headers: unsubscribeHeaders(lead.publicId) }),
  };
}

/** Inside the verification's transaction: queues the welcome email when that automation is on. */
export async function onLeadVerified(
  tx: Tx,
  lead: Pick<Lead, 'id' | 'publicId' | 'email' | 'firstName' | 'locale' | 'emailOptOutAt'>,
  now: Date,
): Promise<void> {
  if (lead.emailOptOutAt || !(await isAutomationOn(tx, 'welcome_email'))) return;
  const content = renderTemplate('welcome', lead.locale, lead.firstName, env.SITE_URL);
  await enqueueMessage(
    tx,
    {
      channel: 'email',
      eventType: 'email.welcome',
      payload: { ...leadEmailPayload(lead, 'welcome', content), automation: 'welcome_email' },
      leadId: lead.id,
    },
    now,
  );
}

/** Inside the registration's transaction: schedules the 24 h SMS reminder when that automation is on. */
export async function onLeadRegistered(tx: Tx, leadId: number, now: Date): Promise<void> {
  if (!(await isAutomationOn(tx, 'sms_reminder_24h'))) return;
  await enqueueMessage(
    tx,
    {
      channel: 'sms',
      eventType: 'sms.reminder',
      payload: { automation: 'sms_reminder_24h' },
      leadId,
      runAt: new Date(now.getTime() + SMS_REMINDER_DELAY_MS),
    },
    now,
  );
}

const CountRow = z.object({ automation: z.string(), status: z.string(), n: z.coerce.number() });

/** Each automation with its switch and its message counts by status (the communications tab). */
export async function listAutomations(db: Db): Promise<Automation[]> {
  const rows = z.array(CountRow).parse(
    await db.$queryRaw<unknown[]>`
      SELECT payload->>'automation' AS automation, status, count(*)::int AS n
      FROM outbox_messages WHERE payload ? 'automation'
      GROUP BY 1, 2`,
  );
  return Promise.all(
    AUTOMATION_KEYS.map(async (key) => {
      const counts = { pending: 0, delivered: 0, failed: 0, cancelled: 0 };
      for (const r of rows)
        if (r.automation === key && r.status in counts)
          counts[r.status as keyof typeof counts] = r.n;
      return { key, enabled: await isAutomationOn(db, key), counts };
    }),
  );
}
