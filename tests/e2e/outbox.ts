/**
 * Reads SMS codes the app wrote to the e2e outbox (one JSON line per message).
 */
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { E2E_OUTBOX } from '../../playwright.config';

interface OutboxLine {
  to: string;
  text: string;
  at: string;
}

async function lines(): Promise<OutboxLine[]> {
  const text = await readFile(E2E_OUTBOX, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as OutboxLine);
}

/** Waits for the `n`-th SMS to `to` (1-based) and returns its 6-digit code. */
export async function codeFor(to: string, n = 1): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const sent = (await lines()).filter((l) => l.to === to);
      code = sent[n - 1]?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** A fresh Italian mobile number for each test run, in E.164. */
export function uniquePhone(): string {
  return `+39347${String(Date.now() % 10_000_000).padStart(7, '0')}`;
}

/** How many SMS went to `to` so far. */
export async function smsCountTo(to: string): Promise<number> {
  return (await lines()).filter((l) => l.to === to).length;
}
