/**
 * Consultation request schema (docs/product.md §3 "Consultation request", §5 "Consultation form"),
 * shared by the booking dialog and POST /api/consultations. Messages are translation keys
 * (`consultation.errors.*`, `validation.experience`), shown word for word as docs/product.md §5 says.
 */
import * as z from 'zod/mini';
import { LANDING_EXPERIENCE_OPTIONS } from './experience-options';
import { anonymousIdSchema, consentIdField } from './consent';

import { PREFERRED_DATES, PREFERRED_TIMES } from './consultation-options';
export { PREFERRED_DATES, PREFERRED_TIMES } from './consultation-options';
/** Experience levels of the consultation form: the landing form's four (docs/product.md §3). */
export const CONSULTATION_EXPERIENCE = LANDING_EXPERIENCE_OPTIONS;

/** Minimum length of the goals text (docs/product.md §9). */
export const GOALS_MIN = 10;

export const consultationSchema = z.object({
  preferredDate: z.enum(PREFERRED_DATES, 'consultation.errors.date'),
  preferredTime: z.enum(PREFERRED_TIMES, 'consultation.errors.time'),
  experience: z.enum(CONSULTATION_EXPERIENCE, 'validation.experience'),
  goals: z
    .string({ error: 'consultation.errors.goals' })
    .check(
      z.trim(),
      z.minLength(GOALS_MIN, 'consultation.errors.goals'),
      z.maxLength(2000, 'consultation.errors.tooLong'),
    ),
  questions: z.optional(
    z.string().check(z.trim(), z.maxLength(2000, 'consultation.errors.tooLong')),
  ),
  consentId: consentIdField,
  /** A random key the browser draws per booking: its pixel and the server derive the
   * Schedule event's id from it (lib/meta/events.ts). */
  eventKey: z.optional(anonymousIdSchema),
});

export type ConsultationInput = z.input<typeof consultationSchema>;
export type ConsultationRequestBody = z.output<typeof consultationSchema>;
