import * as z from 'zod/mini';
import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { type VerifyCallbackResponse, verifyCallbackResponse } from '@/lib/contracts/sms';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { recordVerifyCallback } from '@/lib/server/leads/verify-callbacks';

const postDoc: OperationDoc = {
  tag: 'Integrations',
  summary: 'A Vonage Verify v2 status callback (signed)',
  description:
    'Verify v2’s `event` (per channel) and `summary` (per request, with the price) callbacks, signed as a JWT (HS256, the account’s signature secret) in `Authorization: Bearer`, whose `payload_hash` covers the body. Each token is accepted once.',
  body: z.record(z.string(), z.unknown()),
  bodyReadByRoute: true,
  answers: {
    200: { description: 'What became of the callback.', schema: verifyCallbackResponse },
  },
  errors: {
    400: '`invalid_callback`',
    401: '`signature_required`, `invalid_signature`, `stale_signature`',
    403: '`callbacks_disabled`: no signature secret configured',
    409: '`replayed_callback`: a token used before',
    413: '`payload_too_large`',
  },
};

// POST /api/verify/status — a Vonage Verify v2 status callback, signed: the channel, its
// delivery state and the price stored on the attempt it names (VERIFY_DRIVER=vonage-verify)
export const POST = withJson({ doc: postDoc }, async ({ request }) => {
  const outcome = await recordVerifyCallback(await getDb(), request);
  return Response.json({ ok: true, outcome } satisfies VerifyCallbackResponse);
});
