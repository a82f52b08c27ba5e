import type { VerifyCallbackResponse } from '@/lib/contracts/sms';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { recordVerifyCallback } from '@/lib/server/leads/verify-callbacks';

// POST /api/verify/status — a Vonage Verify v2 status callback, signed: the channel, its
// delivery state and the price stored on the attempt it names
export const POST = withJson({}, async ({ request }) => {
  const outcome = await recordVerifyCallback(await getDb(), request);
  return Response.json({ ok: true, outcome } satisfies VerifyCallbackResponse);
});
