/**
 * The one error the experiment statistics throw: counts or weights that cannot be read out.
 * `reason` is stable (the API layer maps it to a 400 in the product's language); `message`
 * is English for the log and says which variant and which value.
 */
export type ExperimentInputReason =
  | 'no_variants'
  | 'duplicate_variant'
  | 'invalid_count'
  | 'conversions_exceed_visitors'
  | 'invalid_weight'
  | 'weights_sum';

export class ExperimentInputError extends Error {
  readonly reason: ExperimentInputReason;

  constructor(reason: ExperimentInputReason, message: string) {
    super(message);
    this.name = 'ExperimentInputError';
    this.reason = reason;
  }
}
