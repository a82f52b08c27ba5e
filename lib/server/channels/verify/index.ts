/**
 * The configured verification provider (VERIFY_DRIVER=vonage-verify: Vonage Verify v2), and
 * whether it is in use at all: with the default driver ('app') the app makes its own codes and
 * sends them through the SMS port (lib/server/channels/sms).
 */
import 'server-only';
import { env } from '@/env';
import { vonageVerifyProvider } from './vonage-verify';
import { channelsFor } from './workflow';
import type { NormalizedPhone } from '../sms/phone';
import type { VerifyChannel, VerifyProvider } from './port';

export type { CheckResult, StartResult, VerifyChannel, VerifyProvider } from './port';
export { verifyLocale } from './workflow';

let override: VerifyProvider | undefined;
let configured: VerifyProvider | undefined;

/** True when Verify sends and checks the codes (VERIFY_DRIVER=vonage-verify). */
export function usesVerifyProvider(): boolean {
  return env.VERIFY_DRIVER === 'vonage-verify';
}

/**
 * The channels a verification of `phone` takes under the configured driver: VERIFY_WORKFLOW
 * fitted to the line (./workflow.ts) with Verify; with the app's own codes, ['sms'] for a line
 * that takes an SMS and nothing otherwise.
 */
export function verificationChannels(phone: Pick<NormalizedPhone, 'type'>): VerifyChannel[] {
  return channelsFor(phone, usesVerifyProvider() ? env.VERIFY_WORKFLOW : ['sms']);
}

/** The provider chosen by the environment (or set by tests). */
export function verifyProvider(): VerifyProvider {
  if (override) return override;
  // Presence checked at start-up by env.ts.
  configured ??= vonageVerifyProvider({
    applicationId: env.VONAGE_APPLICATION_ID ?? '',
    privateKey: env.VONAGE_PRIVATE_KEY ?? '',
    brand: env.VERIFY_BRAND,
    channelTimeout: env.VERIFY_CHANNEL_TIMEOUT,
    apiHost: env.VONAGE_API_HOST,
  });
  return configured;
}

/** Replaces the provider (tests only); undefined restores the configured one. */
export function setVerifyProvider(provider: VerifyProvider | undefined): void {
  override = provider;
}
