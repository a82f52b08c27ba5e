/** Guide facts for component tests: every guide a 9-page sample unless `overrides` says. */
import { EBOOKS } from '@/lib/catalog/ebooks';
import type { GuideFact, GuideFacts } from '@/lib/catalog/guide-facts';

export function sampleGuides(overrides: Partial<GuideFacts> = {}): GuideFacts {
  return Object.fromEntries(
    EBOOKS.map((e) => [e.id, overrides[e.id] ?? ({ pages: 9, sample: true } satisfies GuideFact)]),
  ) as GuideFacts;
}
