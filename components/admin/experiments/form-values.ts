/**
 * The experiment form's values (lib/contracts/admin/experiments.ts experimentSchema's input):
 * a new draft's (the home page, control and one challenger at equal weight), or a draft's own.
 * Text slots are '' when the page keeps its own; the hero image 'none' is the page's own; the
 * form position undefined keeps the page's.
 */
import type { ExperimentFormInput, ExperimentView } from '@/lib/contracts/admin/experiments';
import { VARIANT_KEYS, type VariantChanges } from '@/lib/experiments/pages';

export type VariantFormValues = ExperimentFormInput['variants'][number];

/** A new variant's weight: equal weights split the traffic evenly. */
export const DEFAULT_WEIGHT = 50;

/** A challenger's slots as the form edits them, from `changes` (none: all the page's own). */
export function challengerChanges(changes: VariantChanges = {}): VariantFormValues['changes'] {
  return {
    headline: changes.headline ?? '',
    subheadline: changes.subheadline ?? '',
    cta: changes.cta ?? '',
    heroImage: changes.heroImage ?? 'none',
    formPosition: changes.formPosition,
  };
}

/** The variant at position `index` (0: the control, which changes nothing). */
export function newVariant(index: number): VariantFormValues {
  return {
    key: VARIANT_KEYS[index]!,
    weight: DEFAULT_WEIGHT,
    changes: index === 0 ? {} : challengerChanges(),
  };
}

/** The form's starting values: `current`'s (a draft being edited) or a new draft's. */
export function experimentFormValues(current?: ExperimentView): ExperimentFormInput {
  if (!current) return { name: '', page: '/', variants: [newVariant(0), newVariant(1)] };
  return {
    name: current.name,
    page: current.page,
    variants: current.variants.map((v, i) => ({
      key: v.key,
      weight: v.weight,
      changes: i === 0 ? {} : challengerChanges(v.changes),
    })),
  };
}
