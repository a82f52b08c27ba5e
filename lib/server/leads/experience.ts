/**
 * Maps the experience values of the three forms (SPEC.md §3) onto the canonical set stored
 * with the lead: principiante, base, intermedio, avanzato, professionale.
 */
import 'server-only';
import type { Experience } from '../generated/prisma/client';
import type { EXPERIENCE_INPUTS } from '@/lib/validation/registration';

const CANONICAL: Record<(typeof EXPERIENCE_INPUTS)[number], Experience> = {
  principiante: 'principiante',
  beginner: 'principiante',
  base: 'base',
  intermedio: 'intermedio',
  intermediate: 'intermedio',
  avanzato: 'avanzato',
  advanced: 'avanzato',
  professionale: 'professionale',
  professional: 'professionale',
};

export function canonicalExperience(input: (typeof EXPERIENCE_INPUTS)[number]): Experience {
  return CANONICAL[input];
}
