/**
 * The delivery log of the webhooks tab and the lead detail: recent
 * outbox messages with their attempts, replay of one or of every failed one since a time,
 * the webhook test, and the endpoint's state (re-enabled by the operator after a 410).
 */
import 'server-only';
import type { ReplayResponse } from '@/lib/contracts/admin/deliveries';
import type { WebhookStatus, WebhookTestOutcome } from '@/lib/contracts/admin/webhook';
import type { WebhookTestData } from '@/lib/contracts/webhooks';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { recordAudit, type AdminIdentity } from '../auth/audit';
import { createDispatcher } from '../outbox/dispatcher';
import { enqueueMessage } from '../outbox/enqueue';
import { appDeliverers } from '../jobs/outbox-runtime';
import { enableEndpoint, webhookConfig } from '../outbox/webhook';
import { metaCapiConfig } from '../channels/meta/conversions-api';
import { requeueFailedWebhooksSince, requeueMessage } from '../outbox/messages';

/** Puts failed message `id` back in the queue (due now, attempts start again); audited. */
export async function replayDelivery(
  db: Db,
  id: string,
  ctx: { admin: AdminIdentity; ip: string },
): Promise<ReplayResponse> {
  const now = new Date();
  if (!(await requeueMessage(db, id, now))) throw new AppError('not_found');
  await recordAudit(db, {
    admin: ctx.admin,
    action: 'delivery.replay',
    targetType: 'outbox',
    targetId: id,
    ip: ctx.ip,
  });
  return { replayed: 1 };
}

/** Puts every failed webhook message since `since` back in the queue; audited. */
export async function replayFailedSince(
  db: Db,
  since: Date,
  ctx: { admin: AdminIdentity; ip: string },
): Promise<ReplayResponse> {
  const now = new Date();
  const count = await requeueFailedWebhooksSince(db, since, now);
  await recordAudit(db, {
    admin: ctx.admin,
    action: 'delivery.replay',
    targetType: 'outbox',
    details: { since: since.toISOString(), count },
    ip: ctx.ip,
  });
  return { replayed: count };
}

/** The webhook's and the Conversions API's configuration as the tab shows it (no secrets). */
export async function webhookStatus(db: Db): Promise<WebhookStatus> {
  const config = webhookConfig();
  const meta = metaCapiConfig();
  const endpoint = config
    ? await db.webhookEndpoint.findUnique({ where: { url: config.url } })
    : null;
  return {
    webhook: {
      enabled: Boolean(config) && !endpoint?.disabledAt,
      url: config?.url ?? null,
      hasSecret: Boolean(config?.secret),
      disabledAt: endpoint?.disabledAt?.toISOString() ?? null,
      disabledReason: endpoint?.disabledReason ?? null,
    },
    meta: {
      enabled: meta !== null,
      pixelId: meta?.pixelId ?? null,
      url: meta?.url ?? null,
      testEventCode: meta?.testEventCode ?? null,
    },
  };
}

/** Re-enables the endpoint after a 410; audited. */
export async function enableWebhook(
  db: Db,
  ctx: { admin: AdminIdentity; ip: string },
): Promise<WebhookStatus> {
  const config = webhookConfig();
  if (config) await enableEndpoint(db, config.url);
  await recordAudit(db, { admin: ctx.admin, action: 'webhook.enable', ip: ctx.ip });
  return webhookStatus(db);
}

/**
 * Sends `webhook.test` through the outbox and answers with its first attempt's outcome
 * (a dispatcher elsewhere may take it first: then "queued").
 */
export async function sendTestWebhook(
  db: Db,
  ctx: { admin: AdminIdentity; ip: string },
): Promise<WebhookTestOutcome> {
  const now = new Date();
  const id = await db.$transaction(async (tx) => {
    const messageId = await enqueueMessage(
      tx,
      {
        channel: 'webhook',
        eventType: 'webhook.test',
        payload: {
          message: 'Test webhook from the back-office',
          sentBy: ctx.admin.username,
        } satisfies WebhookTestData,
      },
      now,
    );
    await recordAudit(
      tx,
      {
        admin: ctx.admin,
        action: 'webhook.test',
        targetType: 'outbox',
        targetId: messageId,
        ip: ctx.ip,
      },
      now,
    );
    return messageId;
  });
  const outcome = await createDispatcher({ db, deliverers: appDeliverers(db) }).deliverOne(id);
  return {
    id,
    delivered: outcome?.ok ?? false,
    queued: outcome === null,
    statusCode: outcome?.statusCode ?? null,
    error: outcome?.error ?? null,
  };
}
