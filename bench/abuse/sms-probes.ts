/**
 * The SMS probes of bench/abuse: a burst of resends for one number from many addresses (the
 * cooldown and the day cap, counted in the server's SMS outbox file), and wrong codes for a
 * registered and an unknown number (the answers must not tell them apart).
 */
import {
  countOf,
  freshPhone,
  median,
  outboxSms,
  pause,
  registerLead,
  statusCounts,
  type Answer,
  type Client,
} from './http';
import type { ProbeResult } from './probes';
import { pooled, solvedProof } from './proof';

/** The resend cooldown, and the wait that is surely past it. */
const COOLDOWN_S = 120;
const PAST_COOLDOWN_MS = (COOLDOWN_S + 2) * 1000;
/** SMS per number per 24 h, the registration's included. */
const DAY_CAP = 5;
/** Wrong tries per code before 429. */
const MAX_TRIES = 5;

export interface ResendOptions {
  outbox: string;
  /** Sleep past the cooldown before the burst (else the burst lands inside it). */
  waitCooldown: boolean;
  /** Then keep bursting, past the cooldown each time, until the day cap must have been hit. */
  dayCap: boolean;
}

/**
 * Registers a lead (its first SMS), then sends bursts of N concurrent resends from N addresses
 * and counts, in the outbox file, the SMS that reached the number per burst.
 */
export async function resendBursts(
  api: Client,
  options: ResendOptions,
  n = 30,
): Promise<ProbeResult[]> {
  const lead = await registerLead(api);
  const sent = () => outboxSms(options.outbox, lead.e164)?.length ?? null;
  const burst = async () => {
    // Each request with its own solved proof, solved before the burst so that it lands at once.
    const proofs = await pooled(n, 4, () => solvedProof(api));
    const before = sent();
    const answers = await Promise.all(
      proofs.map(({ altcha }) => api.post('/api/resend-sms', { phone: lead.phone, altcha })),
    );
    const after = sent();
    return { answers, sms: before === null || after === null ? null : after - before };
  };
  const smsText = (sms: number | null) =>
    sms === null ? 'SMS not counted (no outbox)' : `${sms} SMS`;

  if (!options.waitCooldown && !options.dayCap) {
    const { answers, sms } = await burst();
    return [
      {
        probe: `${n} concurrent resends, one number, ${n} addresses, inside the ${COOLDOWN_S} s cooldown`,
        limit: '0 SMS (--wait-cooldown: the burst after it)',
        measured: `${smsText(sms)}; ${statusCounts(answers)}`,
        holds: sms === null ? null : sms === 0,
      },
    ];
  }
  await pause(PAST_COOLDOWN_MS, 'past the resend cooldown of the registration SMS');
  const first = await burst();
  const results: ProbeResult[] = [
    {
      probe: `${n} concurrent resends, one number, ${n} addresses, ${COOLDOWN_S + 2} s after registration`,
      limit: 'exactly 1 SMS',
      measured: `${smsText(first.sms)}; ${statusCounts(first.answers)}`,
      holds: first.sms === null ? null : first.sms === 1,
    },
  ];
  if (!options.dayCap) return results;
  const perBurst = [first.sms];
  // The registration sent 1: DAY_CAP - 1 bursts may send one each, the next one nothing.
  for (let round = 2; round <= DAY_CAP; round++) {
    await pause(PAST_COOLDOWN_MS, `resend burst ${round} of ${DAY_CAP}, for the day cap`);
    perBurst.push((await burst()).sms);
  }
  const total = sent();
  results.push({
    probe: `${DAY_CAP} such bursts, ${COOLDOWN_S + 2} s apart, after registration`,
    limit: `${DAY_CAP} SMS a day per number (registration included)`,
    measured: `${total ?? '?'} SMS in all; per burst ${perBurst.map((s) => s ?? '?').join(', ')}`,
    holds: total === null ? null : total === DAY_CAP,
  });
  return results;
}

/** A wrong code for `e164`: any but the one its last SMS carried, when the outbox says. */
function wrongCode(outbox: string, e164: string): string {
  const last = outboxSms(outbox, e164)?.at(-1)?.text;
  const real = Number(/\b(\d{6})\b/.exec(last ?? '')?.[1] ?? -1);
  return String((real + 1 + 1_000_000) % 1_000_000).padStart(6, '0');
}

/**
 * `tries` wrong codes for each of two numbers, one after another and taking turns (a, b, a, b…),
 * so that a warming server or a busy machine weighs on both sequences alike.
 */
async function wrongCodesInTurn(
  api: Client,
  a: [string, string],
  b: [string, string],
  tries: number,
) {
  const answers: [Answer[], Answer[]] = [[], []];
  for (let i = 0; i < tries; i++) {
    answers[0].push(await api.post('/api/verify-sms', { phone: a[0], code: a[1] }));
    answers[1].push(await api.post('/api/verify-sms', { phone: b[0], code: b[1] }));
  }
  return answers;
}

/**
 * Wrong codes for a registered (pending) number and for a number nobody registered: status and
 * body must be the same at every try, 429 after MAX_TRIES for both.
 */
export async function verifyEnumeration(
  api: Client,
  outbox: string,
  tries = MAX_TRIES + 2,
): Promise<ProbeResult> {
  const lead = await registerLead(api);
  const unknown = freshPhone();
  const [registered, stranger] = await wrongCodesInTurn(
    api,
    [lead.phone, wrongCode(outbox, lead.e164)],
    [unknown.national, '000000'],
    tries,
  );
  const show = (answers: Answer[]) =>
    answers.map((a) => `${a.status} ${errorCode(a.body)}`).join(', ');
  const same = registered.every(
    (a, i) => a.status === stranger[i]!.status && a.body === stranger[i]!.body,
  );
  const limited = (answers: Answer[]) =>
    countOf(answers.slice(0, MAX_TRIES), 429) === 0 &&
    answers.slice(MAX_TRIES).every((a) => a.status === 429);
  const ms = (answers: Answer[]) => Math.round(median(answers.map((a) => a.ms)));
  return {
    probe: `${tries} wrong codes: registered vs unknown number`,
    limit: `identical answers, 429 after ${MAX_TRIES} for both`,
    measured:
      `${same ? 'identical' : 'DIFFERENT'}: registered ${statusCounts(registered)}, ` +
      `unknown ${statusCounts(stranger)}; median ${ms(registered)} vs ${ms(stranger)} ms`,
    holds: same && limited(registered) && limited(stranger),
    notes: [`registered number: ${show(registered)}`, `unknown number:    ${show(stranger)}`],
    details: {
      registered: registered.map(({ status, body }) => ({ status, body })),
      unknown: stranger.map(({ status, body }) => ({ status, body })),
    },
  };
}

/** The `error.code` of an error body, or '' for any other body. */
function errorCode(body: string): string {
  try {
    return (JSON.parse(body) as { error?: { code?: string } }).error?.code ?? '';
  } catch {
    return '';
  }
}
