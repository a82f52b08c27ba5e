/**
 * lucide's icons drawn without lucide-react's `Icon`: that component is a client module
 * ('use client' since lucide-react 1), so every page whose server components render one loads
 * it (1.2 kB gzip, docs/benchmarks.md "Page weight"). Same markup as lucide's: its classes,
 * stroke attributes and `aria-hidden` unless the icon is labelled.
 */
import { createElement, type SVGProps } from 'react';

/** An icon's shapes as lucide describes them: [tag, attributes][]. */
export type IconNode = ReadonlyArray<readonly [string, Readonly<Record<string, string>>]>;

/** The component for icon `name` (lucide's kebab-case name) drawn from `node`. */
export function icon(name: string, node: IconNode) {
  function Icon({ className, ...props }: SVGProps<SVGSVGElement>) {
    const labelled = Object.keys(props).some((key) => key.startsWith('aria-') || key === 'role');
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: 24,
        height: 24,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: ['lucide', `lucide-${name}`, className].filter(Boolean).join(' '),
        ...(labelled ? {} : { 'aria-hidden': 'true' }),
        ...props,
      },
      node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs })),
    );
  }
  Icon.displayName = name;
  return Icon;
}
