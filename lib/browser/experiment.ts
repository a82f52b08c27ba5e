/**
 * The experiment variant this page shows, read from its marker (lib/experiments/exposure.ts),
 * and the first-party cookie that keeps a consenting visitor on it. No zod: the tracker that
 * calls this is on every public page. Never throws.
 */
import {
  EXPERIMENT_COOKIE_MAX_AGE_SEC,
  EXPERIMENT_COOKIE_PATTERN,
  EXPERIMENT_MARKER_NAME,
  experimentCookieName,
  parseExperimentMarker,
  type ExperimentExposure,
} from '@/lib/experiments/exposure';

export type { ExperimentExposure };

/** The variant the page's marker names, or null (no marker, or a malformed one). */
export function readExperimentMarker(doc: Document = document): ExperimentExposure | null {
  const meta = doc.querySelector(`meta[name="${EXPERIMENT_MARKER_NAME}"]`);
  return parseExperimentMarker(meta?.getAttribute('content'));
}

const isSecure = (doc: Document) => doc.location?.protocol === 'https:';

/**
 * Writes `ab_<id>=<variant>` (path /, SameSite=Lax, 90 days, Secure on https) so that the proxy
 * serves the visitor the same variant on later visits. Call only with analytics consent.
 */
export function keepExperimentVariant(
  exposure: ExperimentExposure,
  doc: Document = document,
): void {
  const secure = isSecure(doc) ? '; Secure' : '';
  doc.cookie =
    `${experimentCookieName(exposure.id)}=${exposure.variant}; Path=/; ` +
    `Max-Age=${EXPERIMENT_COOKIE_MAX_AGE_SEC}; SameSite=Lax${secure}`;
}

/** Deletes every `ab_<id>` cookie (analytics consent withdrawn or refused). */
export function forgetExperimentVariants(doc: Document = document): void {
  const secure = isSecure(doc) ? '; Secure' : '';
  for (const pair of doc.cookie.split(';')) {
    const name = pair.split('=')[0]!.trim();
    if (EXPERIMENT_COOKIE_PATTERN.test(name))
      doc.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  }
}
