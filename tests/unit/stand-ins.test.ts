/**
 * The local stand-ins the e2e suite runs for its whole length (the CRM receiver, Meta's Graph
 * API): a sender that goes away in the middle of a request must not stop one for the tests
 * after it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const DATA = path.join(ROOT, '.data');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return free;
}

/** Sends half of a POST body to `port` and hangs up. */
function dropHalfWay(port: number, requestPath: string): Promise<void> {
  return new Promise<void>((resolve) => {
    const half = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: requestPath,
      headers: { 'content-length': '1000' },
    });
    half.on('error', () => resolve());
    half.write('{"type":"lead.created"', () => {
      half.destroy();
      resolve();
    });
  });
}

describe.each([
  {
    script: 'webhook-receiver.mjs',
    post: '/hook',
    env: { RECEIVER_LOG: path.join(DATA, 'test-receiver.jsonl') },
  },
  {
    script: 'meta-graph-standin.mjs',
    post: '/v21.0/123/events',
    env: { STANDIN_LOG: path.join(DATA, 'test-meta-standin.jsonl') },
  },
])('$script', ({ script, post, env }) => {
  let standIn: ChildProcess;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    standIn = spawn(process.execPath, [path.join(ROOT, 'scripts', script), String(port)], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve) => standIn.stdout!.once('data', () => resolve()));
  });
  afterAll(() => {
    standIn.kill();
  });

  it('keeps answering after a sender drops a request half-way through its body', async () => {
    // Whichever comes first: the stand-in says it dropped the request, or it exits.
    const outcome = new Promise<string>((resolve) => {
      standIn.stderr!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('request dropped')) resolve('dropped');
      });
      standIn.once('exit', () => resolve('exited'));
    });
    await dropHalfWay(port, post);
    expect(await outcome).toBe('dropped');
    const answer = await fetch(`http://127.0.0.1:${port}/received`);
    expect(answer.status).toBe(200);
    expect(standIn.exitCode).toBeNull();
  });
});
