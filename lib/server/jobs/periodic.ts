/**
 * Background jobs that run every few seconds or minutes next to the outbox dispatcher: in the
 * app (lib/server/jobs/start-up.ts, unless OUTBOX_IN_PROCESS=false) and in `npm run worker`.
 * Every process runs them, so a job must be safe to run in several replicas at once (a claim
 * in the database decides who acts). A run never overlaps the previous one of its job; a
 * failing run is logged and the next one comes at the usual time. Time comes from `clock`,
 * so tests run a job at any instant without waiting.
 */
import 'server-only';
import type { Db } from '../db/client';
import { logger } from '../logger';

/** A job that start-up and the worker start with the dispatcher and stop before closing. */
export interface BackgroundJob {
  name: string;
  /** Starts running on `db` (once; a second call does nothing). */
  start(db: Db): void;
  /** Stops, waiting for the run in progress. */
  stop(): Promise<void>;
}

export interface PeriodicJobOptions {
  /** Time between the end of a run and the start of the next (ms). */
  intervalMs: number;
  clock?: () => Date;
}

/** A BackgroundJob that calls `run(db, now)` at once, then every `intervalMs`. */
export function periodicJob(
  name: string,
  run: (db: Db, now: Date) => Promise<unknown>,
  options: PeriodicJobOptions,
): BackgroundJob {
  const clock = options.clock ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = true;

  function schedule(db: Db, wait: number) {
    timer = setTimeout(() => {
      running = run(db, clock())
        .then(
          () => undefined,
          (error: unknown) => logger.warn({ err: error, job: name }, 'background job failed'),
        )
        .finally(() => {
          if (!stopped) schedule(db, options.intervalMs);
        });
    }, wait);
    // A job alone never keeps the process alive (the server or the dispatcher does).
    timer.unref();
  }

  return {
    name,
    start(db) {
      if (!stopped) return;
      stopped = false;
      schedule(db, 0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
