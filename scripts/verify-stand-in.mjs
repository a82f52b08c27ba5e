#!/usr/bin/env node
/**
 * `npm run verify:stand-in [port]`: a local stand-in for Vonage Verify v2 (default port 4010),
 * so that VERIFY_DRIVER=vonage-verify runs without an account (docs/sms.md). Point the app at it:
 *   VERIFY_DRIVER=vonage-verify VONAGE_API_HOST=http://127.0.0.1:4010
 *   VONAGE_APPLICATION_ID=local VONAGE_PRIVATE_KEY=<any RSA private key, PEM or file>
 * The codes "sent" are appended to VERIFY_OUTBOX_PATH (default .data/verify-outbox.jsonl).
 * Modes, at start or later with `curl -X PUT localhost:4010/_stand-in/mode -d '{"fail":["whatsapp"]}'`:
 *   VERIFY_STAND_IN_FAIL=whatsapp   channels that never deliver (comma-separated)
 *   VERIFY_STAND_IN_SLOW=sms        channels that deliver VERIFY_STAND_IN_SLOW_SECONDS (60) late
 *   VERIFY_STAND_IN_FRAUD=1         every new request is blocked (403)
 * and, with PUT only, {"down":true}: every Verify endpoint answers 503 (an outage).
 * `curl -X POST localhost:4010/_stand-in/advance -d '{"seconds":300}'` skips a channel's wait.
 * With VERIFY_STAND_IN_CALLBACK_URL (e.g. http://127.0.0.1:3000/api/verify/status) it sends
 * Verify's status callbacks there, signed with VONAGE_SIGNATURE_SECRET.
 */
import { startVerifyStandIn } from './support/verify-stand-in-server.mjs';

const list = (value) =>
  (value ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
const port = Number(process.argv[2] ?? process.env.VERIFY_STAND_IN_PORT ?? 4010);
const outbox = process.env.VERIFY_OUTBOX_PATH ?? '.data/verify-outbox.jsonl';
const standIn = await startVerifyStandIn({
  port,
  outbox,
  modes: {
    fail: list(process.env.VERIFY_STAND_IN_FAIL),
    slow: list(process.env.VERIFY_STAND_IN_SLOW),
    slowSeconds: Number(process.env.VERIFY_STAND_IN_SLOW_SECONDS ?? 60),
    fraud: process.env.VERIFY_STAND_IN_FRAUD === '1',
  },
  log: (line) => console.log(`${new Date().toISOString()} ${line}`),
  callbackUrl: process.env.VERIFY_STAND_IN_CALLBACK_URL,
  signatureSecret: process.env.VONAGE_SIGNATURE_SECRET ?? '',
});
console.log(`Verify v2 stand-in on ${standIn.url} (outbox: ${outbox})`);
