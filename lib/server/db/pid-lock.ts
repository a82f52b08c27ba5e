/**
 * An owner-pid lock file, as PostgreSQL's postmaster.pid (docs/decisions.md §8: one process per
 * PGlite data directory). The lock file holds the owner's process id; a lock whose owner is
 * no longer running is taken over at once, so a restart after `kill -9` or a crash never
 * waits for a timeout.
 *
 * Protocol (all on one local filesystem):
 * - take: the pid is written to a private temporary file which is then hard-linked to the
 *   lock path; link() is atomic and fails if the path exists, so the lock never appears
 *   empty or half-written;
 * - held: the lock exists and names a live process (process.kill(pid, 0) succeeds or throws
 *   EPERM; a zombie counts as dead) other than this one → LockHeldError. A lock naming this
 *   very pid is held only if this process took it (a container restarted as pid 1 finds its
 *   own pid in a lock left by its previous life);
 * - stale: the owner is dead → take it over. Takers exclude one another with a marker
 *   directory `<lock>.takeover` (mkdir is atomic); under it the lock is re-read, removed and
 *   re-created. A fresh taker that links the lock while a takeover is in progress simply wins;
 *   the takeover then finds it alive.
 * - release: removes the lock if it still names this process.
 *
 * Residual edges: a process that dies while holding the takeover marker (a window of a few
 * system calls) leaves it behind; it is treated as abandoned after TAKEOVER_STALE_MS. A dead
 * owner's pid reused by an unrelated live process looks alive: the lock is then reported held
 * (the message names the file to delete), never silently taken. A lock directory left by the
 * previous implementation (proper-lockfile, refreshed every 5 s) counts as held until its
 * mtime is 15 s old. Not safe across hosts (network filesystems): pids are per host.
 */
import { link, mkdir, readFile, rm, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** A takeover marker older than this belongs to a taker that died mid-takeover. */
const TAKEOVER_STALE_MS = 5_000;
/** proper-lockfile's staleness (its lock directory was refreshed every 5 s). */
const LEGACY_STALE_MS = 15_000;
/** How long to wait for another process's takeover to finish. */
const TAKEOVER_WAIT_MS = 2_000;
const RETRY_MS = 25;

/** Thrown when a live process (given by `pid`, null if unknown) holds the lock. */
export class LockHeldError extends Error {
  constructor(
    readonly lockPath: string,
    readonly pid: number | null,
  ) {
    super(`${lockPath} is held by ${pid === null ? 'another process' : `process ${pid}`}`);
    this.name = 'LockHeldError';
  }
}

/** A lock taken by this process. */
export interface PidLock {
  readonly path: string;
  /** Removes the lock file (if it still names this process). Idempotent. */
  release(): Promise<void>;
}

export interface PidLockOptions {
  /** The clock, in ms since the epoch (for the age of takeover markers). */
  now?: () => number;
  /** Whether process `pid` is running; default: signal 0, zombies counted as dead. */
  isAlive?: (pid: number) => boolean;
}

/** Lock paths this process holds (so a second opener in the same process is refused). */
const heldHere = new Set<string>();

/**
 * Whether process `pid` exists: signal 0 delivers nothing but checks existence (EPERM: it
 * exists under another user). A zombie (killed, not yet reaped by its parent) is dead.
 */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !isZombie(pid);
}

/** Linux only (/proc); elsewhere false. */
function isZombie(pid: number): boolean {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ');
    return fields[fields.length - 1]?.startsWith('Z') ?? false;
  } catch {
    return false;
  }
}

/** Whether the lock naming `pid` is held: by this process through this module, or by another live one. */
function isHeld(lockPath: string, pid: number, isAlive: (pid: number) => boolean): boolean {
  return pid === process.pid ? heldHere.has(lockPath) : isAlive(pid);
}

const errno = (error: unknown) => (error as NodeJS.ErrnoException).code;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Owner = { kind: 'none' } | { kind: 'pid'; pid: number | null } | { kind: 'legacy' };

/** Who the lock file at `lockPath` names; a file without a valid pid names nobody alive. */
async function readOwner(lockPath: string): Promise<Owner> {
  try {
    const text = await readFile(lockPath, 'utf8');
    const pid = Number.parseInt(text.trim(), 10);
    return { kind: 'pid', pid: Number.isSafeInteger(pid) && pid > 0 ? pid : null };
  } catch (error) {
    if (errno(error) === 'ENOENT') return { kind: 'none' };
    if (errno(error) === 'EISDIR') return { kind: 'legacy' };
    throw error;
  }
}

/**
 * Takes the lock at `lockPath` for this process.
 * Throws LockHeldError when a live process (or this process, through an earlier call) holds
 * it; filesystem errors other than the expected ones propagate.
 */
export async function acquirePidLock(
  lockPath: string,
  options: PidLockOptions = {},
): Promise<PidLock> {
  const now = options.now ?? Date.now;
  const isAlive = options.isAlive ?? processIsAlive;
  if (heldHere.has(lockPath)) throw new LockHeldError(lockPath, process.pid);

  const tmp = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(tmp, `${process.pid}\n`);
  try {
    const deadline = now() + TAKEOVER_WAIT_MS;
    for (;;) {
      try {
        await link(tmp, lockPath);
        heldHere.add(lockPath);
        break;
      } catch (error) {
        if (errno(error) !== 'EEXIST') throw error;
      }
      const owner = await readOwner(lockPath);
      if (owner.kind === 'none') continue; // released meanwhile: try again
      if (owner.kind === 'legacy') {
        const age = now() - (await stat(lockPath)).mtimeMs;
        if (age < LEGACY_STALE_MS) throw new LockHeldError(lockPath, null);
        await rm(lockPath, { recursive: true, force: true });
        continue;
      }
      if (owner.pid !== null && isHeld(lockPath, owner.pid, isAlive))
        throw new LockHeldError(lockPath, owner.pid);
      // Dead owner (or our own pid from an earlier life): take over, one taker at a time.
      const taken = await takeOver(lockPath, tmp, owner.pid, now, isAlive);
      if (taken) break;
      if (now() > deadline) throw new LockHeldError(lockPath, owner.pid);
      await sleep(RETRY_MS);
    }
  } finally {
    await unlink(tmp).catch(() => undefined);
  }

  let released = false;
  return {
    path: lockPath,
    release: async () => {
      if (released) return;
      released = true;
      heldHere.delete(lockPath);
      const owner = await readOwner(lockPath);
      if (owner.kind === 'pid' && owner.pid === process.pid) await unlink(lockPath);
    },
  };
}

/**
 * Replaces the stale lock naming `deadPid` by ours (`tmp`), under the takeover marker.
 * Returns false when another taker is at work or the lock changed hands (the caller reads
 * it again); throws LockHeldError when it now names a live process.
 */
async function takeOver(
  lockPath: string,
  tmp: string,
  deadPid: number | null,
  now: () => number,
  isAlive: (pid: number) => boolean,
): Promise<boolean> {
  const marker = `${lockPath}.takeover`;
  try {
    await mkdir(marker);
  } catch (error) {
    if (errno(error) !== 'EEXIST') throw error;
    const age = await stat(marker).then(
      (s) => now() - s.mtimeMs,
      () => 0,
    );
    if (age > TAKEOVER_STALE_MS) await rmdir(marker).catch(() => undefined);
    return false;
  }
  try {
    const owner = await readOwner(lockPath);
    if (owner.kind === 'legacy') return false;
    if (owner.kind === 'pid' && owner.pid !== deadPid) {
      if (owner.pid !== null && isHeld(lockPath, owner.pid, isAlive))
        throw new LockHeldError(lockPath, owner.pid);
      return false;
    }
    if (owner.kind === 'pid') await unlink(lockPath);
    try {
      await link(tmp, lockPath);
      heldHere.add(lockPath);
      return true;
    } catch (error) {
      if (errno(error) === 'EEXIST') return false; // a fresh taker won: read it again
      throw error;
    }
  } finally {
    await rmdir(marker).catch(() => undefined);
  }
}
