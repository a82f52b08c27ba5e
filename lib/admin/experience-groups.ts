/**
 * The three experience groups of the back-office (docs/product.md §2.14: the dashboard's bars
 * "beginners, intermediate, advanced" and the leads filter's principiante / intermedio /
 * avanzato), defined once so that the dashboard's counts and the filtered lead list agree.
 * A lead stores one of five levels (docs/product.md §3); each level belongs to exactly one group, so no
 * lead is unreachable: 'base' (the landing forms' "basic") counts as principiante and
 * 'professionale' as avanzato. Pure, no server imports: the browser, the server query and the
 * tests read it alike.
 */
import { EXPERIENCE_LEVELS, type ExperienceLevel } from '@/lib/validation/experience-options';

/** The groups in the order they are shown. */
export const EXPERIENCE_GROUP_IDS = ['principiante', 'intermedio', 'avanzato'] as const;
export type ExperienceGroup = (typeof EXPERIENCE_GROUP_IDS)[number];

/** The stored levels of each group. */
export const EXPERIENCE_GROUPS = {
  principiante: ['principiante', 'base'],
  intermedio: ['intermedio'],
  avanzato: ['avanzato', 'professionale'],
} as const satisfies Record<ExperienceGroup, readonly ExperienceLevel[]>;

/** The group a stored level belongs to. */
export function experienceGroupOf(level: ExperienceLevel): ExperienceGroup {
  const group = EXPERIENCE_GROUP_IDS.find((g) =>
    (EXPERIENCE_GROUPS[g] as readonly ExperienceLevel[]).includes(level),
  );
  if (!group) throw new Error(`experience level without a group: ${level}`);
  return group;
}

/**
 * Counts per level → counts per group, in EXPERIENCE_GROUP_IDS order, zeros included; each
 * group lists its levels' own counts too (in EXPERIENCE_LEVELS order).
 */
export function countByExperienceGroup(perLevel: ReadonlyMap<ExperienceLevel, number>): {
  group: ExperienceGroup;
  count: number;
  levels: { level: ExperienceLevel; count: number }[];
}[] {
  return EXPERIENCE_GROUP_IDS.map((group) => {
    const levels = EXPERIENCE_LEVELS.filter((l) => experienceGroupOf(l) === group).map((level) => ({
      level,
      count: perLevel.get(level) ?? 0,
    }));
    return { group, count: levels.reduce((t, l) => t + l.count, 0), levels };
  });
}
