import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { issueChallenge } from '@/lib/server/auth/proof-of-work';
import { proofMaxNumber } from '@/lib/server/leads/sms-surge';
import { type ProofChallengeResponse, proofChallengeResponse } from '@/lib/contracts/proof';

/** A new challenge per request: never stored by Next or any cache on the way. */
export const dynamic = 'force-dynamic';

const getDoc: OperationDoc = {
  tag: 'Registration',
  summary: 'A proof-of-work challenge for the forms that send an SMS',
  description:
    'ALTCHA v2 (PBKDF2-SHA-256), signed, valid 10 minutes, never cached, no cookie. Its cost (`maxNumber`) is `ALTCHA_MAX_NUMBER`, ten times that while a country prefix sends more SMS than usual. The solution goes as `altcha` with registration, resend and lead login, and is accepted once.',
  answers: { 200: { description: 'A challenge.', schema: proofChallengeResponse } },
};

// GET /api/altcha/challenge — a signed proof-of-work challenge for the forms' widget (public,
// no cookie), at the cost in force: ALTCHA_MAX_NUMBER, ×10 while a country prefix surges
export const GET = withJson({ doc: getDoc }, async () => {
  const challenge = await issueChallenge(await proofMaxNumber(await getDb(), null));
  return Response.json(challenge satisfies ProofChallengeResponse, {
    headers: { 'Cache-Control': 'no-store' },
  });
});
