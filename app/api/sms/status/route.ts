import type { SmsReceiptResponse } from '@/lib/contracts/sms';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { readReceiptParams, recordSmsReceipt } from '@/lib/server/leads/sms-receipts';

// POST /api/sms/status — a Vonage delivery receipt, signed: stored on the code it names
export const POST = withJson({}, async ({ request }) => {
  const params = await readReceiptParams(request);
  const outcome = await recordSmsReceipt(await getDb(), params);
  return Response.json({ ok: true, outcome } satisfies SmsReceiptResponse);
});
