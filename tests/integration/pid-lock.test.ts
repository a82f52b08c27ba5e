/**
 * The owner-pid lock on an embedded PGlite data directory (lib/server/db/pid-lock.ts,
 * docs/decisions.md §8): a lock left by a process killed with SIGKILL is taken over at once, a live
 * holder in another process is refused with DatabaseLockedError's message, and concurrent
 * takers of a stale lock end with exactly one owner. Holders are real child processes
 * (node + tsx), killed for real.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseLockedError, openPglite, type Driver } from '@/lib/server/db/drivers';
import { LockHeldError, acquirePidLock, processIsAlive } from '@/lib/server/db/pid-lock';

const ROOT = path.resolve(__dirname, '../..');

/** Child scripts: each prints one line ('ready', 'got' or 'held <pid>') and then idles. */
const scripts = {
  openPglite: (dir: string) => `
    const { openPglite } = await import(${JSON.stringify(path.join(ROOT, 'lib/server/db/drivers.ts'))});
    await openPglite(${JSON.stringify(dir)});
    console.log('ready');
    setInterval(() => {}, 1000);`,
  acquire: (lockPath: string) => `
    const { acquirePidLock } = await import(${JSON.stringify(path.join(ROOT, 'lib/server/db/pid-lock.ts'))});
    try {
      await acquirePidLock(${JSON.stringify(lockPath)});
      console.log('got');
    } catch (error) {
      console.log('held ' + error.pid);
    }
    setInterval(() => {}, 1000);`,
};

interface Child {
  proc: ChildProcess;
  /** The first line the child printed. */
  line: Promise<string>;
  exited: Promise<void>;
}

const children: Child[] = [];

function startChild(code: string): Child {
  const proc = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', '--input-type=module', '-e', code],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: 'test' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let err = '';
  const line = new Promise<string>((resolve, reject) => {
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const first = out.split('\n')[0];
      if (out.includes('\n')) resolve(first!.trim());
    });
    proc.stderr!.on('data', (chunk: Buffer) => void (err += chunk.toString()));
    proc.on('exit', (code) => reject(new Error(`child exited (${code}) before a line: ${err}`)));
  });
  const exited = new Promise<void>((resolve) => proc.on('exit', () => resolve()));
  const child = { proc, line, exited };
  children.push(child);
  return child;
}

/** Kills the child with `signal` and waits until it is gone (reaped, not a zombie). */
async function kill(child: Child, signal: NodeJS.Signals) {
  child.proc.kill(signal);
  await child.exited;
}

let tmp: string;
let dataDir: string;
const drivers: Driver[] = [];

beforeEach(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'pid-lock-'));
  dataDir = path.join(tmp, 'pglite');
});
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.proc.exitCode === null && child.proc.signalCode === null)
      await kill(child, 'SIGKILL');
  }
  for (const driver of drivers.splice(0)) await driver.close().catch(() => undefined);
  await rm(tmp, { recursive: true, force: true });
});

describe('openPglite and a holder in another process', () => {
  /**
   * Initialises the data directory here, where PGlite starts from the cached initdb
   * (tests/support/pglite-cached-initdb.ts): a child opening a new directory would spend
   * seconds in initdb before it holds the lock.
   */
  async function initialiseDataDir() {
    await (await openPglite(dataDir)).close();
  }

  it('takes over at once the data directory of a process killed with SIGKILL', async () => {
    await initialiseDataDir();
    const holder = startChild(scripts.openPglite(dataDir));
    expect(await holder.line).toBe('ready');
    await kill(holder, 'SIGKILL');

    // No waiting for a staleness timeout: the first attempt succeeds.
    const driver = await openPglite(dataDir);
    drivers.push(driver);
    expect(await driver.runner.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    expect((await readFile(`${path.resolve(dataDir)}.lock`, 'utf8')).trim()).toBe(
      String(process.pid),
    );
  }, 60_000);

  it("refuses while a live process holds it, with DatabaseLockedError's message, and opens once it is gone", async () => {
    await initialiseDataDir();
    const holder = startChild(scripts.openPglite(dataDir));
    expect(await holder.line).toBe('ready');

    const refused = (await openPglite(dataDir).catch((e: unknown) => e)) as Error;
    expect(refused).toBeInstanceOf(DatabaseLockedError);
    expect(refused.message).toBe(new DatabaseLockedError(path.resolve(dataDir)).message);
    expect(refused.message).toContain('in use by another process');

    await kill(holder, 'SIGTERM');
    drivers.push(await openPglite(dataDir));
  }, 60_000);

  it('releases the lock on close, so the next opener needs no takeover', async () => {
    const driver = await openPglite(dataDir);
    await driver.close();
    await expect(stat(`${path.resolve(dataDir)}.lock`)).rejects.toMatchObject({ code: 'ENOENT' });
    drivers.push(await openPglite(dataDir));
  });
});

describe('acquirePidLock', () => {
  const lockPath = () => path.join(tmp, 'data.lock');

  /** The pid of a process that has exited. */
  async function deadPid(): Promise<number> {
    const proc = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => proc.on('exit', resolve));
    expect(processIsAlive(proc.pid!)).toBe(false);
    return proc.pid!;
  }

  it('names the live holder in another process', async () => {
    const holder = startChild(scripts.acquire(lockPath()));
    expect(await holder.line).toBe('got');
    const error = (await acquirePidLock(lockPath()).catch((e: unknown) => e)) as LockHeldError;
    expect(error).toBeInstanceOf(LockHeldError);
    expect(error.pid).toBe(holder.proc.pid);
  }, 60_000);

  it('refuses a second taker in the same process until released', async () => {
    const lock = await acquirePidLock(lockPath());
    await expect(acquirePidLock(lockPath())).rejects.toBeInstanceOf(LockHeldError);
    await lock.release();
    await lock.release();
    const again = await acquirePidLock(lockPath());
    await again.release();
  });

  it('takes over a lock naming a dead process, garbage, or its own pid from an earlier life', async () => {
    for (const content of [`${await deadPid()}\n`, 'garbage', '', `${process.pid}\n`]) {
      await writeFile(lockPath(), content);
      const lock = await acquirePidLock(lockPath());
      expect((await readFile(lockPath(), 'utf8')).trim()).toBe(String(process.pid));
      await lock.release();
    }
  });

  it('lets exactly one of several concurrent processes take over a stale lock', async () => {
    await writeFile(lockPath(), `${await deadPid()}\n`);
    const takers = Array.from({ length: 4 }, () => startChild(scripts.acquire(lockPath())));
    const lines = await Promise.all(takers.map((t) => t.line));
    const winners = takers.filter((_, i) => lines[i] === 'got');
    expect(winners).toHaveLength(1);
    const owner = Number((await readFile(lockPath(), 'utf8')).trim());
    expect(owner).toBe(winners[0]!.proc.pid);
    for (const line of lines.filter((l) => l !== 'got')) expect(line).toBe(`held ${owner}`);
  }, 60_000);

  it("treats the previous implementation's lock directory as held until 15 s old", async () => {
    const now = Date.now();
    await mkdir(lockPath());
    await expect(acquirePidLock(lockPath(), { now: () => now })).rejects.toBeInstanceOf(
      LockHeldError,
    );
    const old = new Date(now - 16_000);
    await utimes(lockPath(), old, old);
    const lock = await acquirePidLock(lockPath(), { now: () => now });
    await lock.release();
  });
});
