/**
 * The exposure marker of a page under experiment: `<meta name="x-experiment"
 * content="<experimentId>:<variant>">` (React hoists it into the head). The tracker and the
 * registration form read it (document.querySelector('meta[name="x-experiment"]')) to record
 * the variant with the visit and the lead; it is in the pre-rendered HTML of the page itself
 * (control) and of each variant route, so no request data is read to know it.
 */
import type { VariantKey } from '@/lib/experiments/pages';

/** The marker of variant `variant` of experiment `experimentId`. */
export function ExperimentMarker({
  experimentId,
  variant,
}: {
  experimentId: number;
  variant: VariantKey;
}) {
  return <meta name="x-experiment" content={`${experimentId}:${variant}`} />;
}
