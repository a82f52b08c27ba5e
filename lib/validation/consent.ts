/**
 * Cookie-consent payload (docs/product.md §2.4, §3 "Cookie preferences"), shared by the banner and
 * POST /api/consent. `necessary` is always true; `action` records how the choice was made
 * (closing the banner is recorded as 'close', with only necessary cookies).
 */
import * as z from 'zod/mini';

export const CONSENT_ACTIONS = ['accept_all', 'reject_all', 'save', 'close'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

/** The four cookie categories of docs/product.md §3. */
export const cookieCategoriesSchema = z.object({
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  functional: z.boolean(),
});
export type CookieCategories = z.output<typeof cookieCategoriesSchema>;

/** Random browser id (letters, digits, dash, underscore). */
export const anonymousIdSchema = z.string().check(z.regex(/^[\w-]{8,64}$/));

/**
 * The browser's consent id sent with a registration, a verification or a booking: the server
 * reports the action to Meta only when that browser's recorded choice grants marketing.
 */
export const consentIdField = z.optional(z.nullable(anonymousIdSchema));

export const consentRequestSchema = z.object({
  anonymousId: anonymousIdSchema,
  categories: cookieCategoriesSchema,
  policyVersion: z.string().check(z.regex(/^[\w.-]{1,40}$/)),
  action: z.enum(CONSENT_ACTIONS),
});
export type ConsentRequest = z.output<typeof consentRequestSchema>;
