/**
 * The texts of the proof-of-work widget (ALTCHA's `Strings`, messages `proof.*`), for the
 * forms' islands (useTranslations) and the server-built campaign form copy alike.
 */

/** The widget's texts (ALTCHA's `Strings`), as the `proof.*` messages name them. */
export const PROOF_LABEL_KEYS = [
  'ariaLinkLabel',
  'enterCode',
  'enterCodeAria',
  'error',
  'expired',
  'footer',
  'getAudioChallenge',
  'label',
  'loading',
  'reload',
  'verify',
  'verificationRequired',
  'verified',
  'verifying',
  'waitAlert',
] as const;

/** The widget's texts in the page's language. */
export type ProofLabels = Record<(typeof PROOF_LABEL_KEYS)[number], string>;

/** The labels from a translator of the `proof` namespace. */
export function proofLabels(t: (key: (typeof PROOF_LABEL_KEYS)[number]) => string): ProofLabels {
  return Object.fromEntries(PROOF_LABEL_KEYS.map((key) => [key, t(key)])) as ProofLabels;
}
