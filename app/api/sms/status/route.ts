import * as z from 'zod/mini';
import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { type SmsReceiptResponse, smsReceiptResponse } from '@/lib/contracts/sms';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { readReceiptParams, recordSmsReceipt } from '@/lib/server/leads/sms-receipts';

const postDoc: OperationDoc = {
  tag: 'Integrations',
  summary: 'A Vonage SMS delivery receipt (signed)',
  description:
    'Vonage’s SMS API delivery receipt, as a form (“POST”) or JSON (“POST-JSON”), signed with the account’s signature secret (`sig`, `timestamp`). Vonage reads only the status code.',
  body: z.record(z.string(), z.string()),
  bodyTypes: ['application/json', 'application/x-www-form-urlencoded'],
  bodyReadByRoute: true,
  answers: {
    200: { description: 'What became of the receipt.', schema: smsReceiptResponse },
  },
  errors: {
    400: '`invalid_receipt`, `invalid_json`',
    401: '`signature_required`, `invalid_signature`, `stale_signature`',
    403: '`receipts_disabled`: no signature secret configured',
    413: '`payload_too_large`',
  },
};

// POST /api/sms/status — a Vonage delivery receipt, signed: stored on the code it names
export const POST = withJson({ doc: postDoc }, async ({ request }) => {
  const params = await readReceiptParams(request);
  const outcome = await recordSmsReceipt(await getDb(), params);
  return Response.json({ ok: true, outcome } satisfies SmsReceiptResponse);
});
