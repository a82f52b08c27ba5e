import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { issueChallenge } from '@/lib/server/auth/proof-of-work';
import { proofMaxNumber } from '@/lib/server/leads/sms-surge';
import type { ProofChallengeResponse } from '@/lib/contracts/proof';

/** A new challenge per request: never stored by Next or any cache on the way. */
export const dynamic = 'force-dynamic';

// GET /api/altcha/challenge — a signed proof-of-work challenge for the forms' widget (public,
// no cookie), at the cost in force: ALTCHA_MAX_NUMBER, ×10 while a country prefix surges
export const GET = withJson({}, async () => {
  const challenge = await issueChallenge(await proofMaxNumber(await getDb(), null));
  return Response.json(challenge satisfies ProofChallengeResponse, {
    headers: { 'Cache-Control': 'no-store' },
  });
});
