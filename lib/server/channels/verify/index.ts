/**
 * The configured verification provider (VERIFY_DRIVER=vonage-verify: Vonage Verify v2), and
 * whether it is in use at all: with the default driver ('app') the app makes its own codes and
 * sends them through the SMS port (lib/server/channels/sms). Every start is counted in
 * `verify_requests_total` (never in `sms_sent_total`: Verify's sends are not the app's SMS).
 */
import 'server-only';
import { env } from '@/env';
import { metrics } from '../../metrics/registry';
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
 * The channels a verification of `phone` takes under the configured driver: `workflow` (the
 * one in force: the owner's setting, else VERIFY_WORKFLOW; lib/server/settings/verify-workflow.ts)
 * fitted to the line (./workflow.ts) with Verify; with the app's own codes, ['sms'] for a line
 * that takes an SMS and nothing otherwise.
 */
export function verificationChannels(
  phone: Pick<NormalizedPhone, 'type'>,
  workflow: readonly VerifyChannel[],
): VerifyChannel[] {
  return channelsFor(phone, usesVerifyProvider() ? workflow : ['sms']);
}

/** `provider` with each start counted by its first channel and outcome; answers unchanged. */
function counted(provider: VerifyProvider): VerifyProvider {
  return {
    check: (requestId, code) => provider.check(requestId, code),
    cancel: (requestId) => provider.cancel(requestId),
    async start(request) {
      const result = await provider.start(request);
      const outcome = result.ok ? 'started' : result.reason;
      metrics.verifyRequests.inc({ channel: request.workflow[0] ?? 'none', outcome });
      return result;
    },
  };
}

/** The provider chosen by the environment (or set by tests), its starts counted. */
export function verifyProvider(): VerifyProvider {
  if (override) return counted(override);
  // Presence checked at start-up by env.ts.
  configured ??= counted(
    vonageVerifyProvider({
      applicationId: env.VONAGE_APPLICATION_ID ?? '',
      privateKey: env.VONAGE_PRIVATE_KEY ?? '',
      brand: env.VERIFY_BRAND,
      channelTimeout: env.VERIFY_CHANNEL_TIMEOUT,
      apiHost: env.VONAGE_API_HOST,
    }),
  );
  return configured;
}

/** Replaces the provider (tests only); undefined restores the configured one. */
export function setVerifyProvider(provider: VerifyProvider | undefined): void {
  override = provider;
}
