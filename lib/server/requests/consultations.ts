/**
 * Consultation requests (SPEC.md §2.7, §4 "Consultation dialog"): stored instead of
 * simulated, linked to the lead when the browser holds a verified lead
 * session. Owns the Prisma calls on consultation_requests.
 */
import 'server-only';
import type { ConsultationRequestBody } from '@/lib/validation/consultation';
import type { Db } from '../db/client';
import { hitAll } from '../http/rate-limit';
import { limitSubject } from '../http/client-ip';

/** Requests allowed per IP per hour, and per lead per day. */
export const CONSULTATION_LIMITS = { perIpHour: 5, perLeadDay: 5 };

/**
 * Stores one request. `leadId` is the verified session's lead or null (anonymous).
 * Throws RateLimitedError (429) past the per-IP or per-lead cap. Returns the new row's id.
 */
export async function createConsultation(
  db: Db,
  input: ConsultationRequestBody,
  ctx: { ip: string; leadId: number | null; now?: Date },
): Promise<{ id: number; linked: boolean }> {
  const now = ctx.now ?? new Date();
  await hitAll(
    db,
    [
      {
        key: `consultation:ip:${limitSubject(ctx.ip)}`,
        max: CONSULTATION_LIMITS.perIpHour,
        windowSec: 3600,
      },
      ...(ctx.leadId !== null
        ? [
            {
              key: `consultation:lead:${ctx.leadId}`,
              max: CONSULTATION_LIMITS.perLeadDay,
              windowSec: 86_400,
            },
          ]
        : []),
    ],
    now,
  );
  const row = await db.consultationRequest.create({
    data: {
      leadId: ctx.leadId,
      preferredDate: input.preferredDate,
      preferredTime: input.preferredTime,
      experience: input.experience,
      goals: input.goals,
      questions: input.questions ? input.questions : null,
      createdAt: now,
    },
    select: { id: true },
  });
  return { id: row.id, linked: ctx.leadId !== null };
}
