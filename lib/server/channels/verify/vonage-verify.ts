/**
 * Vonage Verify v2 driver through @vonage/server-sdk (JWT auth of a Vonage application). The
 * HTTP answers are mapped onto the port's results: 409 is a running verification of the number,
 * 403 the fraud check, 400 a wrong code, 404 and 410 a request that no longer takes codes
 * (expired, cancelled, too many wrong codes). `apiHost` points at a stand-in in tests
 * (scripts/verify-stand-in.mjs).
 */
import 'server-only';
import { Vonage } from '@vonage/server-sdk';
import { logger } from '../../logger';
import { maskPhone } from '../../log-mask';
import type { CheckResult, StartResult, VerifyProvider } from './port';

export interface VonageVerifyOptions {
  applicationId: string;
  /** PEM text, or the path of a file holding it. */
  privateKey: string;
  brand: string;
  /** Seconds on one channel before the next. */
  channelTimeout: number;
  apiHost?: string;
}

/** The HTTP status of an SDK error (its VetchError carries the fetch Response), if any. */
function statusOf(error: unknown): number | undefined {
  const response = (error as { response?: { status?: unknown } } | null)?.response;
  return typeof response?.status === 'number' ? response.status : undefined;
}

export function vonageVerifyProvider(options: VonageVerifyOptions): VerifyProvider {
  const { applicationId, privateKey, brand, channelTimeout, apiHost } = options;
  const verify = new Vonage({ applicationId, privateKey }, apiHost ? { apiHost } : {}).verify2;
  return {
    async start({ to, locale, workflow, clientRef }): Promise<StartResult> {
      const number = to.replace(/^\+/, '');
      try {
        const { requestId } = await verify.newRequest({
          brand,
          locale,
          channelTimeout,
          clientRef,
          codeLength: 6,
          // The SDK's channel enum holds these same strings.
          workflow: workflow.map((channel) => ({ channel, to: number })) as never,
        });
        logger.info({ to: maskPhone(to), requestId, workflow }, 'verification started via vonage');
        return { ok: true, requestId };
      } catch (error) {
        const status = statusOf(error);
        logger.warn({ err: error, status, to: maskPhone(to) }, 'vonage verify request refused');
        if (status === 403) return { ok: false, reason: 'blocked' };
        if (status === 409) return { ok: false, reason: 'busy' };
        return { ok: false, reason: 'failed' };
      }
    },
    async check(requestId, code): Promise<CheckResult> {
      try {
        const status = await verify.checkCode(requestId, code);
        return status === 'completed' ? 'completed' : 'invalid';
      } catch (error) {
        const status = statusOf(error);
        if (status === 400) return 'invalid';
        if (status === 404 || status === 410) return 'gone';
        logger.warn({ err: error, status, requestId }, 'vonage verify check failed');
        return 'failed';
      }
    },
    async cancel(requestId) {
      // The SDK answers false for a request that has ended already: nothing to do then.
      await verify.cancel(requestId).catch(() => false);
    },
  };
}
