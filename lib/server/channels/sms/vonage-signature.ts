/**
 * Vonage's signed webhooks for the SMS API (developer.vonage.com, "Signing Messages"): the
 * signature `sig` covers every other parameter, sorted by name and written as `&name=value`
 * with '&' and '=' in values replaced by '_'; MD5 hash appends the signature secret, the HMAC
 * methods key the digest with it. The same rule as the SDK's `sms.verifySignature`, which
 * compares with `===`; this one compares in constant time.
 */
import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const VONAGE_SIGNATURE_METHODS = ['md5hash', 'md5', 'sha1', 'sha256', 'sha512'] as const;
export type VonageSignatureMethod = (typeof VONAGE_SIGNATURE_METHODS)[number];

/** The text Vonage signs: the parameters but `sig`, sorted, each `&name=value`. */
function signedText(params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .filter((name) => name !== 'sig')
    .sort()
    .map((name) => `&${name}=${params[name]!.replace(/[&=]/g, '_')}`)
    .join('');
}

/** The lowercase hex signature of `params` under `secret` with `method`. */
export function signVonageParams(
  params: Readonly<Record<string, string>>,
  secret: string,
  method: VonageSignatureMethod,
): string {
  const text = signedText(params);
  if (method === 'md5hash')
    return createHash('md5')
      .update(text + secret)
      .digest('hex');
  return createHmac(method, secret).update(text).digest('hex');
}

/** Whether `params.sig` is the signature of the other parameters (hex, any case). */
export function hasValidVonageSignature(
  params: Readonly<Record<string, string>>,
  secret: string,
  method: VonageSignatureMethod,
): boolean {
  const sig = params.sig;
  if (!sig || !/^[0-9a-f]+$/i.test(sig)) return false;
  const expected = Buffer.from(signVonageParams(params, secret, method));
  const given = Buffer.from(sig.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
