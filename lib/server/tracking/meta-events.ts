/**
 * Conversions API events (Meta): `Lead` at registration, `CompleteRegistration` at phone
 * verification, `Schedule` at a consultation request, each queued in the outbox (channel
 * `meta`) in the transaction of the change it reports, with the event id the browser's pixel
 * sends for the same action (lib/meta/events.ts), so Meta keeps one of the two. Queued only
 * when the Conversions API is configured and the browser's recorded cookie choice grants
 * marketing, the same choice that loads the pixel; never otherwise. The payload holds the
 * event as Meta receives it, contact data already hashed; the token is added at delivery
 * (lib/server/channels/meta/conversions-api.ts). An event about a lead that saw an experiment
 * variant names it in `custom_data` (experiment_id, experiment_variant), as the pixel does.
 */
import 'server-only';
import { env } from '@/env';
import {
  experimentCustomData,
  metaEventId,
  type ExperimentCustomData,
  type MetaEventName,
} from '@/lib/meta/events';
import { publicUrl } from '@/lib/site/public-url';
import { exposureOf } from '@/lib/experiments/exposure';
import type { Prisma } from '../generated/prisma/client';
import { enqueueMessage } from '../outbox/enqueue';
import { metaCapiConfig } from '../channels/meta/conversions-api';
import { hasMarketingConsent } from './consent';
import { browserIdOrNull, fbcFromClickId, metaUserData, type MetaUserData } from './meta-user-data';

/** The request behind an event: who asked, from which page, with which pixel cookies. */
export interface MetaRequestContext {
  /** The browser's consent id (lib/browser/consent.ts storedConsentId), if it sent one. */
  consentId: string | null;
  ip: string;
  userAgent: string | null;
  /** The pixel's `_fbp` and `_fbc` cookies, when well-formed. */
  fbp: string | null;
  fbc: string | null;
  /**
   * The page the request came from (its Referer, same origin only), through publicUrl: origin,
   * path and campaign parameters, never an old link's phone or any other personal data.
   */
  sourceUrl: string | null;
}

/** One Conversions API server event, as sent in `data`. */
export interface MetaServerEvent {
  event_name: MetaEventName;
  event_time: number;
  event_id: string;
  action_source: 'website';
  event_source_url: string;
  user_data: MetaUserData;
  /** Present when the lead saw an experiment variant. */
  custom_data?: ExperimentCustomData;
}

function cookieValue(header: string, name: string): string | null {
  const match = header.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/**
 * The Meta context of `request` from address `ip`: the user agent, the pixel's cookies and the
 * page (Referer, kept only when it is this site's: the API is called from our own pages; and
 * only its origin, path and campaign parameters, lib/site/public-url.ts).
 */
export function metaRequestContext(
  request: Request,
  ip: string,
  consentId: string | null | undefined,
): MetaRequestContext {
  const cookies = request.headers.get('cookie') ?? '';
  let sourceUrl: string | null = null;
  const referer = request.headers.get('referer');
  if (referer) {
    try {
      const origin = new URL(referer).origin;
      const ours = [new URL(request.url).origin, new URL(env.SITE_URL).origin];
      if (ours.includes(origin)) sourceUrl = publicUrl(referer.slice(0, 2000));
    } catch {
      sourceUrl = null;
    }
  }
  return {
    consentId: consentId ?? null,
    ip,
    userAgent: request.headers.get('user-agent'),
    fbp: browserIdOrNull(cookieValue(cookies, '_fbp')),
    fbc: browserIdOrNull(cookieValue(cookies, '_fbc')),
    sourceUrl,
  };
}

/** One event to queue: which, about what (`key`, see metaEventId), which lead, which request. */
export interface MetaEventInput {
  event: MetaEventName;
  key: string;
  leadId: number | null;
  context: MetaRequestContext;
}

type MetaTx = Pick<Prisma.TransactionClient, 'consentRecord' | 'lead' | 'outboxMessage'>;

/** The fbclid of the page's address, if the page carries one. */
function clickIdOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).searchParams.get('fbclid');
  } catch {
    return null;
  }
}

/** What a Meta event reads of its lead: the contact it hashes and the landing's click id. */
export const META_PERSON_SELECT = {
  email: true,
  phone: true,
  firstName: true,
  lastName: true,
  fbclid: true,
  createdAt: true,
} as const;

/**
 * Queues `input` through `tx` when the Conversions API is on, the request named its user
 * agent and the browser's cookie choice grants marketing at `now`; returns the outbox message
 * id, or null when nothing was queued.
 * Without an `_fbc` cookie the click id comes from the page's address or the lead's landing
 * (`fb.1.<ms>.<fbclid>`, the time the click was first seen).
 */
export async function enqueueMetaEvent(
  tx: MetaTx,
  input: MetaEventInput,
  now = new Date(),
): Promise<string | null> {
  if (!metaCapiConfig()) return null;
  const { context } = input;
  // Meta requires client_user_agent in a website event and refuses the event without it.
  if (!context.userAgent) return null;
  if (!(await hasMarketingConsent(tx, context.consentId, now))) return null;
  const lead =
    input.leadId === null
      ? null
      : await tx.lead.findUnique({
          where: { id: input.leadId },
          select: { ...META_PERSON_SELECT, experimentId: true, experimentVariant: true },
        });
  const pageClick = clickIdOf(context.sourceUrl);
  const fbc =
    context.fbc ??
    (pageClick
      ? fbcFromClickId(pageClick, now)
      : lead?.fbclid
        ? fbcFromClickId(lead.fbclid, lead.createdAt)
        : null);
  const event: MetaServerEvent = {
    event_name: input.event,
    event_time: Math.floor(now.getTime() / 1000),
    event_id: metaEventId(input.event, input.key),
    action_source: 'website',
    event_source_url: context.sourceUrl ?? env.SITE_URL,
    user_data: metaUserData({ ...lead, ...context, fbc }),
  };
  const customData = experimentCustomData(lead && exposureOf(lead));
  if (customData) event.custom_data = customData;
  return enqueueMessage(
    tx,
    {
      channel: 'meta',
      eventType: input.event,
      payload: event as unknown as Prisma.InputJsonValue,
      leadId: input.leadId,
    },
    now,
  );
}
