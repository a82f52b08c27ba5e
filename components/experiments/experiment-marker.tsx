/**
 * The exposure marker of a page under experiment: `<meta name="x-experiment"
 * content="<experimentId>:<variant>:<proof>">` (the proof: the server's signature of the day,
 * lib/server/experiments/exposure-check.ts) (lib/experiments/exposure.ts; React hoists it into the
 * head). The tracker and the registration form read it (lib/browser/experiment.ts) to record
 * the variant with the visit and the lead. It is in the pre-rendered HTML of the page itself
 * (control) and of each variant route, so no request data is read to know it.
 */
import { EXPERIMENT_MARKER_NAME, experimentMarkerContent } from '@/lib/experiments/exposure';
import type { VariantKey } from '@/lib/experiments/pages';

/** The marker of variant `variant` of experiment `experimentId`, with its `proof`. */
export function ExperimentMarker({
  experimentId,
  variant,
  proof,
}: {
  experimentId: number;
  variant: VariantKey;
  proof: string | null;
}) {
  return (
    <meta
      name={EXPERIMENT_MARKER_NAME}
      content={experimentMarkerContent({ id: experimentId, variant, proof: proof ?? undefined })}
    />
  );
}
