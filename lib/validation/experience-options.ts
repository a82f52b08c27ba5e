/**
 * Experience values of the three forms (docs/product.md §3), without zod: client islands import
 * the options from here so that rendering a form does not load the validator.
 */

/**
 * The experience levels stored with a lead, in the order the back-office shows them: the
 * values of the Prisma enum `Experience`, written here because browser code may not import
 * the generated client (tests/unit/experience-and-dates.test.ts holds the two equal).
 */
export const EXPERIENCE_LEVELS = [
  'principiante',
  'base',
  'intermedio',
  'avanzato',
  'professionale',
] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/** The German form's English values, each with the level it is stored as. */
export const EXPERIENCE_ALIASES = {
  beginner: 'principiante',
  intermediate: 'intermedio',
  advanced: 'avanzato',
  professional: 'professionale',
} as const satisfies Record<string, ExperienceLevel>;

/** Experience values sent by the three forms (docs/product.md §3); the server maps them to one set. */
export type ExperienceInput = ExperienceLevel | keyof typeof EXPERIENCE_ALIASES;
export const EXPERIENCE_INPUTS: readonly ExperienceInput[] = [
  ...EXPERIENCE_LEVELS,
  ...(Object.keys(EXPERIENCE_ALIASES) as (keyof typeof EXPERIENCE_ALIASES)[]),
];

/** Options of the Italian landing form and the consultation form (docs/product.md §3: four). */
export const LANDING_EXPERIENCE_OPTIONS = [
  'principiante',
  'base',
  'intermedio',
  'avanzato',
] as const satisfies readonly ExperienceLevel[];
/** Options of the German reusable form (docs/product.md §3). */
export const GERMAN_EXPERIENCE_OPTIONS = [
  'base',
  'intermediate',
  'advanced',
] as const satisfies readonly ExperienceInput[];
