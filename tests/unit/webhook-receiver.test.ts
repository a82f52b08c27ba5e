/**
 * The CRM stand-in (scripts/webhook-receiver.mjs) that the e2e suite runs for its whole length:
 * a sender that goes away in the middle of a request must not stop it for the tests after.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, '..', '..', 'scripts', 'webhook-receiver.mjs');
let receiver: ChildProcess;
let port: number;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return free;
}

beforeAll(async () => {
  port = await freePort();
  receiver = spawn(process.execPath, [SCRIPT, String(port)], {
    env: {
      ...process.env,
      RECEIVER_LOG: path.join(__dirname, '..', '..', '.data', 'test-receiver.jsonl'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve) => receiver.stdout!.once('data', () => resolve()));
});
afterAll(() => {
  receiver.kill();
});

it('keeps answering after a sender drops a request half-way through its body', async () => {
  await new Promise<void>((resolve) => {
    const half = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/hook',
      headers: { 'content-length': '1000' },
    });
    half.on('error', () => resolve());
    half.write('{"type":"lead.created"', () => {
      half.destroy();
      resolve();
    });
  });
  const answer = await fetch(`http://127.0.0.1:${port}/received`);
  expect(answer.status).toBe(200);
  expect(receiver.exitCode).toBeNull();
});
