/**
 * The exposure marker with the server's proof (lib/experiments/exposure.ts): '12:b:<proof>' is
 * read back whole, a marker of a page rendered before proofs ('12:b') still reads (and is then
 * dropped by the server, lacking the proof), and a proof of another shape makes the marker none.
 */
import { experimentMarkerContent, parseExperimentMarker } from '@/lib/experiments/exposure';

const PROOF = 'AbCdEf0123456789_-xyzQ';

it('reads the proof back with the id and the variant', () => {
  const content = experimentMarkerContent({ id: 12, variant: 'b', proof: PROOF });
  expect(content).toBe(`12:b:${PROOF}`);
  expect(parseExperimentMarker(content)).toEqual({ id: 12, variant: 'b', proof: PROOF });
  expect(parseExperimentMarker('12:b')).toEqual({ id: 12, variant: 'b' });
});

it.each(['12:b:short', '12:b:has space in it here', `12:b:${PROOF}:more`, '12:b:'])(
  'reads %s as no marker',
  (content) => expect(parseExperimentMarker(content)).toBeNull(),
);
