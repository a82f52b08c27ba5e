/** The one definition of the back-office's experience groups (lib/admin/experience-groups.ts). */
import {
  EXPERIENCE_GROUP_IDS,
  countByExperienceGroup,
  experienceGroupOf,
} from '@/lib/admin/experience-groups';
import { LEAD_EXPERIENCES } from '@/lib/contracts/admin/leads';
import { EXPERIENCE_LEVELS } from '@/lib/validation/experience-options';

describe('experience groups', () => {
  it("are the leads filter's options, so the dashboard's bars and the filter name the same groups", () => {
    expect(LEAD_EXPERIENCES).toEqual(['all', ...EXPERIENCE_GROUP_IDS]);
  });

  it('put every stored level in one group: base with principiante, professionale with avanzato', () => {
    expect(EXPERIENCE_LEVELS.map(experienceGroupOf)).toEqual([
      'principiante',
      'principiante',
      'intermedio',
      'avanzato',
      'avanzato',
    ]);
  });

  it('sum the levels into the three groups, zeros included, every lead counted once', () => {
    const perLevel = new Map([
      ['base', 4],
      ['professionale', 2],
      ['avanzato', 1],
    ] as const);
    const groups = countByExperienceGroup(perLevel);
    expect(groups.map((g) => [g.group, g.count])).toEqual([
      ['principiante', 4],
      ['intermedio', 0],
      ['avanzato', 3],
    ]);
    expect(groups.reduce((t, g) => t + g.count, 0)).toBe(7);
  });
});
