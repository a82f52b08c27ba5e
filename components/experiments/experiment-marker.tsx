/**
 * The exposure marker of a page under experiment: `<meta name="x-experiment"
 * content="<experimentId>:<variant>">` (lib/experiments/exposure.ts; React hoists it into the
 * head). The tracker and the registration form read it (lib/browser/experiment.ts) to record
 * the variant with the visit and the lead. It is in the pre-rendered HTML of the page itself
 * (control) and of each variant route, so no request data is read to know it.
 */
import { EXPERIMENT_MARKER_NAME, experimentMarkerContent } from '@/lib/experiments/exposure';
import type { VariantKey } from '@/lib/experiments/pages';

/** The marker of variant `variant` of experiment `experimentId`. */
export function ExperimentMarker({
  experimentId,
  variant,
}: {
  experimentId: number;
  variant: VariantKey;
}) {
  return (
    <meta
      name={EXPERIMENT_MARKER_NAME}
      content={experimentMarkerContent({ id: experimentId, variant })}
    />
  );
}
