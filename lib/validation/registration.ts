/**
 * Registration schemas, shared by the forms (standardSchemaResolver: zod/mini is a Standard Schema) and POST /api/leads.
 * Rules and messages: docs/product.md §5 (landing form) and §2.3b (reusable form); the privacy
 * box must be ticked by the person (docs/decisions.md §5). Messages are translation keys under
 * `validation.*` in messages/{it,de}.json. zod/mini keeps the landing pages light.
 * The server adds one rule the browser cannot afford: full phone parsing (libphonenumber-js).
 */
import * as z from 'zod/mini';
import { EXPERIENCE_INPUTS } from './experience-options';
import { newLeadPassword } from './password';
import { consentIdField } from './consent';
import { experimentExposureSchema } from './tracking';
import { proofFields } from './proof';

export { MIN_FILL_MS } from './fill-time';

export {
  EXPERIENCE_INPUTS,
  GERMAN_EXPERIENCE_OPTIONS,
  LANDING_EXPERIENCE_OPTIONS,
} from './experience-options';

const text = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(min, message), z.maxLength(max, message));

/** Phone as typed: at least 10 characters (docs/product.md §5), digits and + ( ) - . and spaces. */
export const phoneInput = z
  .string({ error: 'validation.phone' })
  .check(
    z.trim(),
    z.minLength(10, 'validation.phone'),
    z.maxLength(20, 'validation.phone'),
    z.regex(/^\+?[\d\s().-]+$/, 'validation.phone'),
  );

const personFields = {
  firstName: text(2, 60, 'validation.firstName'),
  lastName: text(2, 60, 'validation.lastName'),
  email: z
    .string({ error: 'validation.email' })
    .check(z.trim(), z.maxLength(254, 'validation.email'), z.email('validation.email')),
  phone: phoneInput,
  experience: z.enum(EXPERIENCE_INPUTS, 'validation.experience'),
};

/** At least 8 characters (ASVS 6.2.1; docs/product.md §5's 6 is too few); common ones are refused by
 * the server (lib/server/auth/password-policy.ts). */
const password = newLeadPassword;

/** Landing-page form (docs/product.md §2.3a): password required, privacy box ticked. */
export const landingRegistrationSchema = z.object({
  ...personFields,
  password,
  privacyAccepted: z.literal(true, 'validation.privacy'),
});
export type LandingRegistrationInput = z.input<typeof landingRegistrationSchema>;

/** Reusable campaign form (docs/product.md §2.3b): no password at all. */
export const campaignRegistrationSchema = z.object({
  ...personFields,
  privacyAccepted: z.literal(true, 'validation.privacy'),
});
export type CampaignRegistrationInput = z.input<typeof campaignRegistrationSchema>;

const tag = z.optional(
  z.nullable(z.string().check(z.trim(), z.maxLength(120, 'validation.tracking'))),
);

/** Attribution sent with a registration: campaign and source (docs/product.md §2.3), UTM, fbclid. */
export const attributionFields = {
  campaignId: tag,
  campaign: tag,
  adSource: tag,
  utmSource: tag,
  utmMedium: tag,
  utmCampaign: tag,
  utmContent: tag,
  utmTerm: tag,
  fbclid: z.optional(z.nullable(z.string().check(z.maxLength(500, 'validation.tracking')))),
  /** The browser's visitor session (localStorage visitor_session_id): its first touch is
   * copied to the lead (first-touch attribution; the fields above are the last touch). */
  visitorSessionId: z.optional(
    z.nullable(z.string().check(z.regex(/^[\w-]{8,64}$/, 'validation.tracking'))),
  ),
  consentId: consentIdField,
  /**
   * The experiment variant the form's page showed (its marker). A malformed one is dropped
   * rather than refused: a registration never fails on it (lib/server/leads/experiment.ts).
   */
  experiment: z.optional(
    z
      .catch(z.nullable(experimentExposureSchema), null)
      .check(
        z.describe(
          'The experiment variant the form’s page showed (its `x-experiment` marker, with the ' +
            'server’s proof). A malformed one, one without a valid proof, or one that names no ' +
            'experiment running on the form’s page with that variant, is ignored.',
        ),
      ),
  ),
};

/**
 * The registration form's signs of a person, checked by the server before anything else
 * (lib/server/leads/form-shield.ts): `website` is a honeypot, hidden from people and from
 * assistive technology, that must stay empty; `fillMs` is the time in milliseconds from the
 * form's display to its sending (a duration the page measures, so no clock needs to agree),
 * at least MIN_FILL_MS. Both are optional here: a missing fill time is refused as too fast.
 */
export const personSignFields = {
  website: z.optional(z.string().check(z.maxLength(200, 'validation.invalid'))),
  fillMs: z.optional(z.int('validation.invalid').check(z.minimum(0, 'validation.invalid'))),
};

/**
 * Body of POST /api/leads: either form's fields, password optional, attribution, the signs of
 * a person and the proof of work.
 * privacyAccepted is `true` or the text 'true' (the reusable form's wire format, docs/product.md §3).
 */
export const registrationRequestSchema = z.object({
  ...personFields,
  password: z.optional(password),
  privacyAccepted: z.union([z.literal(true), z.literal('true')], 'validation.privacy'),
  locale: z.optional(z.enum(['it', 'de'])),
  ...attributionFields,
  ...personSignFields,
  ...proofFields,
});
export type RegistrationRequest = z.output<typeof registrationRequestSchema>;
