/**
 * Maps the experience values of the three forms (docs/product.md §3) onto the canonical set stored
 * with the lead: the levels themselves, and the German form's English values through
 * EXPERIENCE_ALIASES.
 */
import 'server-only';
import { EXPERIENCE_ALIASES, type ExperienceInput } from '@/lib/validation/experience-options';
import type { Experience } from '../generated/prisma/client';

const isAlias = (input: ExperienceInput): input is keyof typeof EXPERIENCE_ALIASES =>
  Object.hasOwn(EXPERIENCE_ALIASES, input);

/** The stored level of a form's experience value. */
export function canonicalExperience(input: ExperienceInput): Experience {
  return isAlias(input) ? EXPERIENCE_ALIASES[input] : input;
}
