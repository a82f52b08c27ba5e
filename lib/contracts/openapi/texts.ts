/** The OpenAPI document's prose (CommonMark): what holds for every operation and webhook. */

/** `text` with its line breaks inside a paragraph joined (the source wraps at 100 columns). */
const prose = (text: string) => text.replace(/(?<!\n)\n(?!\n)/g, ' ');

export const apiDescription = prose(`The website's API: the public forms (registration, SMS code,
sign-in, consent, tracking), the lead's own data, the back-office, and the webhooks sent to a CRM.

**Requests.** Bodies are JSON (at most 64 kB). Every write (POST, PUT, PATCH, DELETE) from a
browser must carry an \`Origin\` naming this site; a client that sends no Origin (a server) is
not refused for it. The back-office routes need the admin session cookie, the lead's routes
the lead session cookie (see the security schemes): sign in first.

**Errors.** Every error answer is \`{"error": {"code", "message", "fields"?, "retryAfter"?}}\`
(\`ErrorBody\`): \`code\` is stable and machine-readable, \`message\` is in the request's
language (Italian, or German from a German page), \`fields\` names each field a body or query
got wrong, and 429 and 503 carry \`retryAfter\` and the \`Retry-After\` header. Any other
\`/api\` path answers 404 in the same shape.

**Answers** may gain fields over time: ignore the ones you do not know. Dates are ISO 8601 in
UTC; amounts are integer euro cents; a lead is always named by its public id (a UUID).

**Webhooks.** With \`WEBHOOK_URL\` set, the lead events under \`webhooks\` are POSTed to it,
signed as the Standard Webhooks specification says (\`webhook-id\`, \`webhook-timestamp\`,
\`webhook-signature\`); see each event.`);

export const webhookDescription = prose(`Sent to \`WEBHOOK_URL\` through a transactional outbox: the
event is stored with the change that causes it and delivered at least once, not necessarily
in order (\`timestamp\` says when it happened). Verify the signature with a Standard Webhooks library
(e.g. the \`standardwebhooks\` package: \`new Webhook(secret).verify(body, headers)\`) on the
raw body, and deduplicate on \`webhook-id\`. A failed delivery is tried again after 5 s, 5 min,
30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h; the back-office shows every attempt and can
replay a failed one.`);

export const TAGS = [
  { name: 'Registration', description: 'Register, verify the phone with the SMS code.' },
  { name: 'Lead session', description: 'The lead’s sign-in and own data (GDPR).' },
  { name: 'Offers', description: 'Paid offers and consultation calls.' },
  { name: 'Tracking', description: 'Cookie consent and visitor sessions.' },
  { name: 'Figures', description: 'Live figures of the public pages.' },
  { name: 'Email', description: 'The unsubscribe link.' },
  { name: 'Integrations', description: 'The SMS provider’s receipts; this document.' },
  { name: 'Admin session', description: 'Sign-in, second factor and step-up of an admin.' },
  { name: 'Admin accounts', description: 'The owner’s management of admin accounts.' },
  { name: 'Admin leads and calls', description: 'Leads, notes, email, the call list.' },
  { name: 'Admin reports', description: 'Dashboard, analytics, funnel, campaigns, visitors.' },
  { name: 'Admin settings and content', description: 'Settings, offers, testimonials.' },
  { name: 'Admin webhooks and deliveries', description: 'The outbox and the webhook endpoint.' },
  { name: 'Operations', description: 'Health probes and Prometheus metrics, for the operator.' },
  { name: 'Webhooks', description: 'Events POSTed to the CRM (`webhooks`).' },
];
