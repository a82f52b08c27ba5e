/**
 * GET and POST /api/unsubscribe?lead&token: the unsubscribe link of the email to a lead (and a
 * mail client's one-click List-Unsubscribe). The query schema of both; the answers are HTML.
 */
import * as z from 'zod/mini';

/** `lead`: the lead's public id; `token`: the link's HMAC (43 characters, base64url). */
export const unsubscribeQuerySchema = z.object({
  lead: z.uuid(),
  token: z.string().check(z.regex(/^[\w-]{43}$/)),
});
