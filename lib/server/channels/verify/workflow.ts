/**
 * Which channels a verification takes for one number (docs/sms.md "Verification by Vonage
 * Verify"): the operator's VERIFY_WORKFLOW, minus the steps the number's line cannot take. A
 * fixed line takes only a call, and only when the workflow has a voice step; every other type
 * that takes no SMS (premium-rate, shared-cost, VoIP, unknown; ../sms/phone.ts) takes nothing,
 * since each of them can earn its owner money per message or call.
 */
import 'server-only';
import type { NumberType } from 'libphonenumber-js/max';
import { isSmsLineType, type NormalizedPhone } from '../sms/phone';
import type { VerifyChannel } from './port';

/**
 * The steps of `workflow` for `phone`, in order; empty when none may reach it.
 */
export function channelsFor(
  phone: Pick<NormalizedPhone, 'type'>,
  workflow: readonly VerifyChannel[],
): VerifyChannel[] {
  if (isSmsLineType(phone as NormalizedPhone)) return [...workflow];
  if (phone.type === ('FIXED_LINE' satisfies NumberType) && workflow.includes('voice'))
    return ['voice'];
  return [];
}

/** Verify's template locale for a lead's language ('de' → German, anything else Italian). */
export function verifyLocale(locale: string): 'it-it' | 'de-de' {
  return locale === 'de' ? 'de-de' : 'it-it';
}
