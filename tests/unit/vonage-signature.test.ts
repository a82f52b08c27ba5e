/**
 * Vonage's receipt signature: the same verdicts as the SDK's own verifier (@vonage/sms
 * verifySignature, the rule of Vonage's "Signing Messages") for every method, and a refusal
 * for a changed parameter, another secret or a missing sig.
 */
import { SMS } from '@vonage/sms';
import { AlgorithmTypes } from '@vonage/auth';
import {
  VONAGE_SIGNATURE_METHODS,
  hasValidVonageSignature,
  signVonageParams,
  type VonageSignatureMethod,
} from '@/lib/server/channels/sms/vonage-signature';

const SECRET = 'sig-secret-0123456789';
const SDK_METHOD: Record<VonageSignatureMethod, AlgorithmTypes> = {
  md5hash: AlgorithmTypes.md5hash,
  md5: AlgorithmTypes.md5hmac,
  sha1: AlgorithmTypes.sha1hmac,
  sha256: AlgorithmTypes.sha256hmac,
  sha512: AlgorithmTypes.sha512hmac,
};
const receipt = {
  msisdn: '393471234567',
  to: 'TradingEdu',
  'network-code': '22201',
  messageId: '0A0000001234567B',
  price: '0.03330000',
  status: 'failed',
  scts: '2601251230',
  'err-code': '5',
  'api-key': 'key123',
  'message-timestamp': '2026-11-25 12:30:00',
  timestamp: '1795000000',
  nonce: 'a&b=c',
};
const sdk = new SMS({ apiKey: 'key123', apiSecret: 'secret456' });

describe.each(VONAGE_SIGNATURE_METHODS)('%s', (method) => {
  const sig = signVonageParams(receipt, SECRET, method);

  it('signs as the SDK verifies, and verifies what it signs (any case)', () => {
    expect(sdk.verifySignature(sig, receipt, SECRET, SDK_METHOD[method])).toBe(true);
    expect(hasValidVonageSignature({ ...receipt, sig }, SECRET, method)).toBe(true);
    expect(hasValidVonageSignature({ ...receipt, sig: sig.toUpperCase() }, SECRET, method)).toBe(
      true,
    );
  });

  it('refuses a changed parameter, another secret, a missing or malformed sig', () => {
    expect(hasValidVonageSignature({ ...receipt, status: 'delivered', sig }, SECRET, method)).toBe(
      false,
    );
    expect(hasValidVonageSignature({ ...receipt, sig }, `${SECRET}x`, method)).toBe(false);
    expect(hasValidVonageSignature(receipt, SECRET, method)).toBe(false);
    expect(hasValidVonageSignature({ ...receipt, sig: `${sig}00` }, SECRET, method)).toBe(false);
    expect(hasValidVonageSignature({ ...receipt, sig: 'zz' }, SECRET, method)).toBe(false);
  });
});
