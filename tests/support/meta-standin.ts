/**
 * Runs scripts/meta-graph-standin.mjs (the stand-in Graph API of `npm run meta:standin`) on a
 * free loopback port for a test, with its log in a temporary file: the Conversions API's
 * events endpoint and the Marketing API's insights.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type StandinMode = 'ok' | 'down' | 'invalid' | 'token' | 'busy' | 'throttled';

/** One ad-level row of the stand-in's insights data (spend a decimal string). */
export interface StandinInsightRow {
  date: string;
  campaign_id: string;
  campaign_name: string;
  adset_id: string;
  adset_name: string;
  ad_id: string;
  ad_name: string;
  spend: string;
  impressions: string;
  clicks: string;
}

export interface MetaStandin {
  /** The Graph API host to configure, e.g. http://127.0.0.1:41234 */
  url: string;
  /** ok | down | invalid | token | busy (80 % usage on insights) | throttled (two 80000 errors) */
  setMode(mode: StandinMode): Promise<void>;
  /** What it received, in order (the token left out). */
  received(): Promise<{ status: number; path: string; body: Record<string, any> }[]>;
  /** Replaces the insights data (ad level), with a page size and currency when given. */
  setInsights(
    rows: StandinInsightRow[],
    options?: { pageSize?: number; currency?: string },
  ): Promise<void>;
  /** The insights requests it received, in order (their query). */
  insightsRequests(): Promise<{ query: Record<string, string> }[]>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts the stand-in and waits until it listens. */
export async function startMetaStandin(): Promise<MetaStandin> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'meta-standin-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(process.cwd(), 'scripts', 'meta-graph-standin.mjs'), String(port)],
    { env: { ...process.env, STANDIN_LOG: path.join(dir, 'log.jsonl') }, stdio: 'pipe' },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`stand-in exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('stand-in on')) resolve();
    });
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    async setMode(mode) {
      const res = await fetch(`${url}/mode`, { method: 'PUT', body: mode });
      if (res.status !== 204) throw new Error(`mode ${mode}: ${res.status}`);
    },
    async received() {
      return (await (await fetch(`${url}/received`)).json()) as never;
    },
    async setInsights(rows, options = {}) {
      const res = await fetch(`${url}/insights`, {
        method: 'PUT',
        body: JSON.stringify({ rows, ...options }),
      });
      if (res.status !== 204) throw new Error(`insights: ${res.status}`);
    },
    async insightsRequests() {
      return (await (await fetch(`${url}/insights-requests`)).json()) as never;
    },
    async close() {
      child.removeAllListeners('exit');
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
