/**
 * `npm run bench:abuse -- BASE_URL [options]`: tries the app's limits as an attacker would,
 * with requests sent at once rather than one after another, and prints probe | limit |
 * measured | holds. Figures, not a test: it always exits 0 once the table is printed.
 *
 * Run it against a production server on this machine, started with TRUSTED_PROXY_HOPS=1 so
 * that each request's X-Forwarded-For (the probes' own addresses, 198.18.0.0/15) is the client
 * address, and with the file SMS outbox so that SMS can be counted:
 *
 *   npm run build
 *   TRUSTED_PROXY_HOPS=1 AUTH_SECRET=… ADMIN_USERNAME=admin ADMIN_PASSWORD=… \
 *     SMS_DRIVER=outbox ALLOW_INSECURE_SITE_URL=1 npm start
 *   npm run bench:abuse -- http://localhost:3000 --admin-password …
 *
 * Options:
 *   --admin-user NAME     the admin username to guess at (default admin)
 *   --admin-password PW   then check that this admin still signs in from another address
 *   --sms-outbox PATH     the server's SMS_OUTBOX_PATH (default .data/sms-outbox.jsonl)
 *   --wait-cooldown       sleep 122 s so that the resend burst lands after the cooldown
 *                         (without it the burst lands inside the cooldown: 0 SMS expected)
 *   --day-cap             then 4 more bursts, 122 s apart, against the 5-a-day cap (~10 min)
 *   --shield N            registrations from N addresses without, then with, a solved proof of
 *                         work, and N/10 premium-rate numbers (default 200; 0 skips it): SMS
 *                         sent and the bot's CPU seconds per SMS at the server's ALTCHA cost
 *   --only shield         run only that probe
 *   --json                print the results as JSON instead of the table
 *
 * Every run registers 3 throwaway leads (abuse-…@example.it), plus up to N (shield-…) with
 * --shield, and leaves the admin username throttled for 15 minutes: a rerun within that time
 * measures 0 guesses checked. Each request that needs a proof of work (registration, resend,
 * lead login) carries one solved here, as a bot would (./proof.ts). The shield probe sends
 * SMS to a country prefix faster than its normal level: the server raises the cost ×10 for
 * that prefix for the next hour (README "Security"), which later runs then meet.
 */
import { parseArgs } from 'node:util';
import { client } from './http';
import { adminLoginForm, adminPasswords, leadPasswords, type ProbeResult } from './probes';
import { resendBursts, verifyEnumeration } from './sms-probes';
import { shieldRun } from './shield-probes';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'admin-user': { type: 'string', default: 'admin' },
    'admin-password': { type: 'string' },
    'sms-outbox': { type: 'string', default: '.data/sms-outbox.jsonl' },
    'wait-cooldown': { type: 'boolean', default: false },
    'day-cap': { type: 'boolean', default: false },
    shield: { type: 'string', default: '200' },
    only: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
const base = (positionals[0] ?? 'http://localhost:3000').replace(/\/$/, '');
const api = client(base);

const results: ProbeResult[] = [];
const shieldSize = Number(args.shield);
try {
  if (args.only !== 'shield') await limitProbes();
  if (shieldSize > 0) results.push(...(await shieldRun(api, args['sms-outbox'], shieldSize)));
} catch (error) {
  console.error(`bench:abuse against ${base} stopped: ${(error as Error).message}`);
  if (results.length === 0) process.exit(1);
}

/** The limits of the "Security" section, as before the shield. */
async function limitProbes() {
  results.push(await adminLoginForm(api));
  results.push(...(await adminPasswords(api, args['admin-user'], args['admin-password'])));
  results.push(await leadPasswords(api));
  results.push(await verifyEnumeration(api, args['sms-outbox']));
  results.push(
    ...(await resendBursts(api, {
      outbox: args['sms-outbox'],
      waitCooldown: args['wait-cooldown'],
      dayCap: args['day-cap'],
    })),
  );
}

if (args.json) {
  console.log(JSON.stringify({ base, at: new Date().toISOString(), results }, null, 2));
} else {
  console.log(`\nbench:abuse against ${base} (${new Date().toISOString()})\n`);
  const rows = results.map(({ probe, limit, measured, holds }) => [
    probe,
    limit,
    measured,
    holds === null ? 'n/a' : holds ? 'yes' : 'NO',
  ]);
  console.log(markdownTable(['probe', 'limit', 'measured', 'holds'], rows));
  const notes = results.flatMap((r) => r.notes ?? []);
  if (notes.length) console.log(`\n${notes.join('\n')}`);
}

/** A Markdown table with padded columns: readable here, and pasted as is into a report. */
function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
