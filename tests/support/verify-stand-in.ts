/**
 * The Verify v2 stand-in (scripts/verify-stand-in.mjs) for one test file: started on a free
 * port with its own outbox, the configured driver (lib/server/channels/verify) pointed at it
 * through the real SDK, its modes and requests reset before each test.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { env } from '@/env';
import { setVerifyProvider } from '@/lib/server/channels/verify';
import { vonageVerifyProvider } from '@/lib/server/channels/verify/vonage-verify';
import {
  startVerifyStandIn,
  type StandInModes,
  type VerifyStandIn,
} from '../../scripts/support/verify-stand-in-server.mjs';

export interface OutboxLine {
  request_id: string;
  channel: 'whatsapp' | 'sms' | 'voice';
  to: string;
  code: string | null;
  locale: string;
  status: 'delivered' | 'failed';
}

interface StandInRequest {
  id: string;
  to: string;
  locale: string;
  clientRef: string | null;
  channelTimeout: number;
  workflow: { channel: string; to: string }[];
  status: string;
}

type StandIn = VerifyStandIn;

/**
 * Starts the stand-in for the file (beforeAll) and resets it before each test; returns its
 * outbox, requests, modes and clock.
 */
export function startedVerifyStandIn() {
  let standIn: StandIn;
  let dir: string;
  let outbox: string;
  /** The callbacks the stand-in sent, signed with VONAGE_SIGNATURE_SECRET. */
  const callbacks: { body: string; authorization: string }[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'verify-stand-in-'));
    outbox = path.join(dir, 'outbox.jsonl');
    standIn = await startVerifyStandIn({
      outbox,
      signatureSecret: env.VONAGE_SIGNATURE_SECRET ?? '',
      callback: (body, authorization) => callbacks.push({ body, authorization }),
    });
    setVerifyProvider(
      vonageVerifyProvider({
        applicationId: env.VONAGE_APPLICATION_ID ?? '',
        privateKey: env.VONAGE_PRIVATE_KEY ?? '',
        brand: env.VERIFY_BRAND,
        channelTimeout: env.VERIFY_CHANNEL_TIMEOUT,
        apiHost: standIn.url,
      }),
    );
  });
  beforeEach(async () => {
    standIn.setModes({ fail: [], slow: [], fraud: false, down: false });
    standIn.requests.clear();
    standIn.checks.length = 0;
    callbacks.length = 0;
    await rm(outbox, { force: true });
  });
  afterAll(async () => {
    setVerifyProvider(undefined);
    await standIn.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function lines(): Promise<OutboxLine[]> {
    const text = await readFile(outbox, 'utf8').catch(() => '');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OutboxLine);
  }

  return {
    /** Every line the stand-in's channels wrote, oldest first. */
    lines,
    /** The code of the last delivered message to `e164`, and the channel it went by. */
    async lastCode(e164: string): Promise<{ code: string; channel: string }> {
      const line = (await lines())
        .reverse()
        .find((l) => l.to === e164.replace(/^\+/, '') && l.status === 'delivered');
      if (!line?.code) throw new Error(`no code delivered to ${e164}`);
      return { code: line.code, channel: line.channel };
    },
    callbacks,
    /** The code checks the stand-in answered, oldest first. */
    checks: () => standIn.checks,
    /** The requests the stand-in took, oldest first. */
    requests: () => [...standIn.requests.values()] as unknown as StandInRequest[],
    setModes: (modes: StandInModes) => standIn.setModes(modes),
    /** Moves the stand-in's clock `seconds` on (a channel's timeout passing). */
    advance: (seconds: number) => standIn.advance(seconds),
  };
}
