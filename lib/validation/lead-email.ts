/**
 * POST /api/leads/{id}/email (SPEC.md §7: `template` is the body text):
 * the text, an optional subject and which template it started from.
 */
import * as z from 'zod/mini';
import { EMAIL_TEMPLATES } from '@/lib/email-templates';

export const leadEmailSchema = z.object({
  template: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.invalid'),
      z.maxLength(10_000, 'validation.invalid'),
    ),
  subject: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'validation.invalid'),
        z.maxLength(200, 'validation.invalid'),
      ),
  ),
  templateKey: z.optional(z.enum(EMAIL_TEMPLATES)),
});
