/**
 * One lucide glyph drawn in place from its path (lucide's attributes, ISC licence), for the
 * islands that draw one or two: lucide-react's `Icon` is a client module that comes with its
 * runtime (1.7 kB gzip), and an icon module costs more than a glyph (docs/benchmarks.md
 * "Page weight"). Decorative (aria-hidden) unless told otherwise.
 */
import type { SVGProps } from 'react';

/** An svg of the single path `d` on lucide's 24-unit grid. */
export function Glyph({ d, ...props }: SVGProps<SVGSVGElement> & { d: string }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      <path d={d} />
    </svg>
  );
}
