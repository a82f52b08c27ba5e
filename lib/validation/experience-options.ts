/**
 * Experience values of the three forms (SPEC.md §3), without zod: client islands import
 * the options from here so that rendering a form does not load the validator.
 */
/** Experience values sent by the three forms (SPEC.md §3); the server maps them to one set. */
export const EXPERIENCE_INPUTS = [
  'principiante',
  'base',
  'intermedio',
  'avanzato',
  'professionale',
  'beginner',
  'intermediate',
  'advanced',
  'professional',
] as const;

/** Options of the Italian landing form (SPEC.md §3: four). */
export const LANDING_EXPERIENCE_OPTIONS = [
  'principiante',
  'base',
  'intermedio',
  'avanzato',
] as const;
/** Options of the German reusable form (SPEC.md §3). */
export const GERMAN_EXPERIENCE_OPTIONS = ['base', 'intermediate', 'advanced'] as const;
