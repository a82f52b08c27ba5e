/**
 * Advertising pixel events (docs/product.md §4): sent only when the pixel script is on the page,
 * which happens only after marketing consent. Never throws.
 */
type Fbq = (
  command: 'track',
  event: string,
  params?: Record<string, unknown>,
  options?: { eventID: string },
) => void;

/**
 * Fires a standard pixel event ('Lead', 'CompleteRegistration' ...) if `window.fbq` exists.
 * `eventId` (lib/meta/events.ts) is the id the server's Conversions API event carries for the
 * same action, so Meta counts the two as one.
 */
export function trackPixelEvent(
  event: string,
  params?: Record<string, unknown>,
  eventId?: string,
): void {
  if (typeof window === 'undefined') return;
  const fbq = (window as Window & { fbq?: Fbq }).fbq;
  if (typeof fbq !== 'function') return;
  try {
    if (eventId) fbq('track', event, params ?? {}, { eventID: eventId });
    else fbq('track', event, params);
  } catch {
    // A broken third-party script must not break registration.
  }
}
