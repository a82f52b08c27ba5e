/**
 * The lead's answers (POST /api/leads, GET /api/leads/{leadId}, the erasure and the export) as
 * zod schemas; ./leads.ts infers its types from them. Apart from ./leads.ts because the
 * browser imports a function from there: zod stays out of the public pages' bundle.
 */
import * as z from 'zod/mini';
import { leadId, instant } from '@/lib/contracts/answer-parts';
import { codeChannels } from '@/lib/contracts/verification';

export const registerResponse = z.object({
  leadId,
  phone: z.string().check(z.describe('E.164, e.g. +393471234567.')),
  smsSent: z.boolean(),
  message: z.string(),
  channels: codeChannels,
});

export const leadResponse = z.object({
  lead: z.object({
    id: leadId,
    firstName: z.string(),
    lastName: z.string(),
    isVerified: z.boolean(),
    /** 'true' when one of the 500 free-access places was granted (docs/product.md wire format). */
    isFreeAccess: z.enum(['true', 'false']),
    /** ISO timestamp; null without free access. */
    freeAccessExpiresAt: z.nullable(instant()),
    /** Place number among the first 500, as text; null without free access. */
    registrationNumber: z.nullable(z.string()),
    /** The lead's language: its student area, login and messages are in it. */
    locale: z.enum(['it', 'de']),
  }),
});

/** Answer of DELETE /api/account and DELETE /api/admin/leads/{leadId}: the erased lead's id. */
export const erasedResponse = z.object({ erased: leadId });

/**
 * GET /api/account/export and GET /api/admin/leads/{leadId}/export: a JSON file of everything
 * held about the lead (GDPR Art. 15, 20). The records keep their stored columns; never a
 * password hash, a session token or an SMS code.
 */
export const leadExport = z.object({
  format: z.literal('accademia-trading-italia/lead-export@1'),
  exportedAt: instant(),
  lead: z.looseObject({ id: leadId, hasPassword: z.boolean() }),
  consents: z.array(z.looseObject({})),
  sessions: z.array(z.looseObject({})),
  verificationCodes: z.array(z.looseObject({})),
  notes: z.array(z.looseObject({})),
  consultations: z.array(z.looseObject({})),
  offerRequests: z.array(z.looseObject({})),
  partnerClicks: z.array(z.looseObject({})),
  visitorSession: z.nullable(z.looseObject({})),
  messages: z.array(z.looseObject({})),
});
