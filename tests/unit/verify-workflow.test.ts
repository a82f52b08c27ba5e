/**
 * Which of VERIFY_WORKFLOW's channels a number's line takes (lib/server/channels/verify/
 * workflow.ts): a mobile all of them, a fixed line only a call and only with a voice step, the
 * types that earn their owner money or hide a bot farm nothing.
 */
import { channelsFor, verifyLocale } from '@/lib/server/channels/verify/workflow';
import { normalizePhone } from '@/lib/server/channels/sms/phone';

const line = (e164: string) => normalizePhone(e164)!;
const ALL = ['whatsapp', 'sms', 'voice'] as const;

describe('channelsFor', () => {
  it('keeps the whole workflow, in order, for a mobile', () => {
    expect(channelsFor(line('+393471234567'), ['voice', 'whatsapp'])).toEqual([
      'voice',
      'whatsapp',
    ]);
  });

  it('calls a fixed line when the workflow has a voice step, and refuses it otherwise', () => {
    expect(channelsFor(line('+390612345678'), ALL)).toEqual(['voice']);
    expect(channelsFor(line('+49301234567'), ['sms', 'voice'])).toEqual(['voice']);
    expect(channelsFor(line('+390612345678'), ['whatsapp', 'sms'])).toEqual([]);
  });

  it('refuses premium-rate, shared-cost, VoIP and unknown lines even with a voice step', () => {
    for (const type of ['PREMIUM_RATE', 'SHARED_COST', 'VOIP', undefined] as const)
      expect(channelsFor({ type }, ALL)).toEqual([]);
    expect(channelsFor(line('+39899123456'), ALL)).toEqual([]);
  });
});

describe('verifyLocale', () => {
  it('picks German for a German lead and Italian for everyone else', () => {
    expect(verifyLocale('de')).toBe('de-de');
    expect(verifyLocale('it')).toBe('it-it');
    expect(verifyLocale('fr')).toBe('it-it');
  });
});
