/**
 * Reads what the CRM stand-in (scripts/webhook-receiver.mjs) received from the e2e server.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_RECEIVER } from '../../playwright.config';

/** One webhook as the receiver logged it. */
export interface Received {
  id: string;
  type: string;
  verified: boolean | null;
  body: { data: Record<string, unknown> };
}

/** Waits until the receiver got an event of `type` whose data matches `match`; returns it. */
export async function receivedEvent(
  request: APIRequestContext,
  type: string,
  match: (data: Record<string, unknown>) => boolean,
): Promise<Received> {
  let found: Received | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (
          await request.get(`${E2E_RECEIVER.url}/received`)
        ).json()) as Received[];
        found = all.find((r) => r.type === type && match(r.body.data));
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}
