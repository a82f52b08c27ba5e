/**
 * A production server of the suite's build started by a spec itself, for what the suite's own
 * server cannot show: another site address than the build knew (site-origin.spec.ts), or a
 * database taken away under it (database-outage.spec.ts). Raw HTTP helpers for reading it as a
 * crawler or a script would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';

/**
 * The suite's port (playwright.config.ts); a spec's own servers take the next ones (+2, +3;
 * the Verify server has +10, the stand-ins +98 and +99).
 */
export const SUITE_PORT = Number(process.env.E2E_PORT ?? 3100);

export interface RunningServer {
  url: string;
  /** Everything the server printed (its JSON log lines). */
  output: () => string;
  /** SIGTERM, then waits for the exit. */
  stop: () => Promise<void>;
}

/**
 * Starts `command` (a production server's entry) on `port` with `env` on top of this process's
 * environment, and waits until /api/health/live answers 200 (at most `timeoutMs`).
 */
export async function startServer(
  command: string[],
  {
    port,
    env,
    cwd,
    timeoutMs = 120_000,
  }: {
    port: number;
    env: Record<string, string>;
    cwd?: string;
    timeoutMs?: number;
  },
): Promise<RunningServer> {
  const { DATABASE_URL: _suiteDatabase, ...inherited } = process.env;
  void _suiteDatabase;
  const [program = process.execPath, ...args] = command;
  const child: ChildProcess = spawn(program, args, {
    cwd,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}:\n${output}`);
    const live = await fetchRaw(`${url}/api/health/live`).catch(() => undefined);
    if (live?.status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not live within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as it came (compressed if it was). */
  body: Buffer;
  text: string;
}

/**
 * One request on a connection of its own, body as text, nothing decompressed or followed: what
 * a crawler or a script reads.
 */
export function fetchRaw(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent: false, timeout: 60_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const all = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: all,
          text: all.toString('utf8'),
        });
      });
    });
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url}`)));
    request.on('error', reject);
    request.end(body);
  });
}
