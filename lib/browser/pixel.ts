/**
 * Advertising pixel events (SPEC.md §4): sent only when the pixel script is on the page,
 * which happens only after marketing consent. Never throws.
 */
type Fbq = (command: 'track', event: string, params?: Record<string, unknown>) => void;

/** Fires a standard pixel event ('Lead', 'CompleteRegistration' ...) if `window.fbq` exists. */
export function trackPixelEvent(event: string, params?: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  const fbq = (window as Window & { fbq?: Fbq }).fbq;
  if (typeof fbq !== 'function') return;
  try {
    fbq('track', event, params);
  } catch {
    // A broken third-party script must not break registration.
  }
}
