/**
 * The bot's side of the proof of work (lib/server/auth/proof-of-work.ts): a challenge from the
 * server, solved in this process as fast as a bot on a CPU can (../proof-solver.ts: Node's
 * native PBKDF2, on libuv's thread pool), and the CPU time it took.
 */
import type { ProofChallengeResponse } from '../../lib/contracts/proof';
import { solve } from '../proof-solver';
import type { Client } from './http';

/** A solved proof: the `altcha` value, the cost it was issued at. */
export interface Solved {
  altcha: string;
  maxNumber: number;
}

/** Fetches a challenge from `api` and solves it; throws when the endpoint answers no challenge. */
export async function solvedProof(api: Client): Promise<Solved> {
  const answer = await api.get('/api/altcha/challenge');
  if (answer.status !== 200) throw new Error(`challenge answered ${answer.status}`);
  const challenge = JSON.parse(answer.body) as ProofChallengeResponse;
  return { altcha: await solve(challenge), maxNumber: challenge.parameters.data.maxNumber };
}

/** CPU seconds (user + system, every thread of this process) spent while `work` ran. */
export async function cpuSeconds<T>(work: () => Promise<T>): Promise<{ value: T; cpu: number }> {
  const before = process.cpuUsage();
  const value = await work();
  const used = process.cpuUsage(before);
  return { value, cpu: (used.user + used.system) / 1e6 };
}

/** Runs `task(i)` for i < n with at most `width` running at once; results in order. */
export async function pooled<T>(n: number, width: number, task: (i: number) => Promise<T>) {
  const results: T[] = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, n) }, async () => {
      while (next < n) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}
