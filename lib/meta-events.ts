/**
 * The advertising events this site reports twice, from the Meta pixel in the browser and
 * from the server through the Conversions API, and the one event id both sides give an
 * action. Meta keeps one of two events with the same name and id (within 48 hours), so the
 * id must be derived the same way on both sides: from what the browser learns in the answer
 * (the lead's public id) or sends in the request (a Schedule's key).
 */

/** Pixel standard events sent by the server as well. */
export const META_EVENTS = ['Lead', 'CompleteRegistration', 'Schedule'] as const;
export type MetaEventName = (typeof META_EVENTS)[number];

/** The `event_id` (server) and `eventID` (pixel) of event `event` about `key`. */
export function metaEventId(event: MetaEventName, key: string): string {
  return `${event}.${key}`;
}

/**
 * What an event's `custom_data` says of the experiment variant behind it (a type, not an
 * interface: the pixel's parameters are a Record).
 */
export type ExperimentCustomData = {
  experiment_id: number;
  experiment_variant: string;
};

/**
 * The `custom_data` (server) and pixel parameters naming experiment `exposure`'s variant, the
 * same on both sides; undefined outside any experiment.
 */
export function experimentCustomData(
  exposure: { id: number; variant: string } | null | undefined,
): ExperimentCustomData | undefined {
  return exposure
    ? { experiment_id: exposure.id, experiment_variant: exposure.variant }
    : undefined;
}
