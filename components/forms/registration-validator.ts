/**
 * Client-side check of a registration form with the shared schemas (lib/validation,
 * docs/product.md §5, §2.3b). Imported lazily by useRegistrationForm on the first interaction, so
 * zod stays out of the landing pages' initial JavaScript.
 */
import {
  campaignRegistrationSchema,
  landingRegistrationSchema,
} from '@/lib/validation/registration';

/** Which form: landing (with password) or campaign (without). */
export type RegistrationKind = 'landing' | 'campaign';

/** Parsed values, or the first message key per field. */
export type ValidationResult =
  { ok: true; data: Record<string, unknown> } | { ok: false; errors: Record<string, string> };

const SCHEMAS = { landing: landingRegistrationSchema, campaign: campaignRegistrationSchema };

/** Validates the raw form values; errors are `validation.*` message keys. */
export function validateRegistration(
  kind: RegistrationKind,
  values: Record<string, unknown>,
): ValidationResult {
  const result = SCHEMAS[kind].safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
