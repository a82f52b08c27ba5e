/**
 * The form shield as a bot farm meets it (lib/server/leads/form-shield.ts): registrations from
 * N addresses without the proof of work, then with it solved here for each (the bot's CPU time
 * counted), and premium-rate numbers; the SMS that went out are counted in the outbox file.
 * The bot's cost per SMS is the CPU time of this process (Node's native PBKDF2 on every core
 * it has) divided by the SMS sent: what a CPU bot pays at the server's cost setting, surge
 * included (the server raises the cost ×10 once the prefix's SMS exceed their normal level,
 * and a proof issued cheaper is then refused: the bot solves a new one).
 */
import { availableParallelism } from 'node:os';
import {
  freshAddress,
  freshPhone,
  outboxSms,
  statusCounts,
  type Answer,
  type Client,
} from './http';
import { cpuSeconds, pooled, solvedProof } from './proof';
import type { ProbeResult } from './probes';

const runTag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A registration as the page sends it, minus the proof, for a fresh number and address. */
function botRegistration(i: number, phone: string) {
  return {
    firstName: 'Bot',
    lastName: 'Farm',
    email: `shield-${runTag}-${i}@example.it`,
    phone,
    password: `Shield-${runTag}-${i}-pw`,
    experience: 'principiante',
    privacyAccepted: true,
    fillMs: 8_000,
  };
}

/** SMS the outbox holds for `numbers` (null when it cannot be read). */
function smsTo(outbox: string, numbers: string[]): number | null {
  let total = 0;
  for (const e164 of numbers) {
    const sms = outboxSms(outbox, e164);
    if (sms === null) return null;
    total += sms.length;
  }
  return total;
}

const seconds = (s: number) => (s < 10 ? s.toFixed(2) : s.toFixed(1));

/**
 * `n` registrations from `n` addresses: first without a proof (all at once), then each with its
 * own solved proof (`width` solving at a time, one retry with a new proof when the server
 * refuses a proof issued before a surge), then n / 10 premium-rate numbers with proofs.
 */
export async function shieldRun(
  api: Client,
  outbox: string,
  n = 200,
  width = availableParallelism(),
): Promise<ProbeResult[]> {
  const bare = Array.from({ length: n }, () => freshPhone().e164);
  const bareAnswers = await Promise.all(
    bare.map((phone, i) => api.post('/api/leads', botRegistration(i, phone), freshAddress())),
  );

  const solved = Array.from({ length: n }, () => freshPhone().e164);
  const costs = new Map<number, number>();
  let solves = 0;
  const started = performance.now();
  const { value: solvedAnswers, cpu } = await cpuSeconds(() =>
    pooled(n, width, async (i) => {
      const ip = freshAddress();
      let answer: Answer | undefined;
      for (let attempt = 0; attempt < 2; attempt++) {
        const proof = await solvedProof(api);
        solves++;
        costs.set(proof.maxNumber, (costs.get(proof.maxNumber) ?? 0) + 1);
        answer = await api.post(
          '/api/leads',
          { ...botRegistration(n + i, solved[i]!), altcha: proof.altcha },
          ip,
        );
        if (answer.status !== 403) break;
      }
      return answer!;
    }),
  );
  const wall = (performance.now() - started) / 1000;
  const accepted = solvedAnswers.filter((a) => a.status === 201).length;
  const solvedSms = smsTo(outbox, solved);
  // Counted now: a fresh server's outbox file exists only once something was sent.
  const bareSms = smsTo(outbox, bare);

  const premium = Array.from(
    { length: Math.max(1, Math.round(n / 10)) },
    (_, i) => `+39899${String((Date.now() + i) % 1e6).padStart(6, '0')}`,
  );
  const premiumAnswers = await pooled(premium.length, width, async (i) => {
    const { altcha } = await solvedProof(api);
    return api.post(
      '/api/leads',
      { ...botRegistration(2 * n + i, premium[i]!), altcha },
      freshAddress(),
    );
  });
  const premiumSms = smsTo(outbox, premium);

  const perSms = solvedSms ? cpu / solvedSms : null;
  const smsText = (sms: number | null) =>
    sms === null ? 'SMS not counted (no outbox)' : `${sms} SMS`;
  return [
    {
      probe: `${n} registrations, ${n} addresses, no proof of work`,
      limit: '0 SMS (400 proof_required)',
      measured: `${smsText(bareSms)}; ${statusCounts(bareAnswers)}`,
      holds: bareSms === null ? null : bareSms === 0,
    },
    {
      probe: `${n} registrations, ${n} addresses, each proof solved by the bot`,
      limit: 'the bot pays CPU per SMS',
      measured:
        `${smsText(solvedSms)}; ${statusCounts(solvedAnswers)}; ${solves} solves (` +
        [...costs]
          .sort(([a], [b]) => a - b)
          .map(([maxNumber, count]) => `${count} at maxNumber ${maxNumber}`)
          .join(', ') +
        `); bot CPU ${seconds(cpu)} s ` +
        `(${perSms === null ? '?' : seconds(perSms)} s per SMS, ${seconds(cpu / Math.max(1, accepted))} s per accepted registration)`,
      holds: null,
      notes: [
        `The bot solved on ${width} concurrent solvers (${availableParallelism()} cores) in ${seconds(wall)} s wall: ` +
          `${(solves / cpu).toFixed(2)} solves per CPU second, i.e. ${(accepted / cpu).toFixed(2)} accepted registrations per second per core.`,
      ],
      details: { cpu, wall, solves, accepted, costs: Object.fromEntries(costs) },
    },
    {
      probe: `${premium.length} premium-rate numbers (+39 899…), proofs solved`,
      limit: '0 SMS (422 on the phone field)',
      measured: `${smsText(premiumSms)}; ${statusCounts(premiumAnswers)}`,
      holds: premiumSms === null ? null : premiumSms === 0,
    },
  ];
}
