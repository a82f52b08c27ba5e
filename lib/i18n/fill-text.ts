/**
 * Texts with values for client islands that get their messages as props instead of use-intl
 * (docs/benchmarks.md "Page weight"). The server translates a message with each value given as
 * its own placeholder (`t(key, { count: '{count}' })`), so any ICU syntax is resolved there and
 * what reaches the browser is plain text with `{name}` holes, filled here when the value is known.
 */

/** Placeholder values for `names`: `{ count: '{count}' }`, to translate a message into a template. */
export function placeholders<const N extends string>(...names: N[]): Record<N, string> {
  return Object.fromEntries(names.map((name) => [name, `{${name}}`])) as Record<N, string>;
}

/** `template` with each `{name}` replaced by `values[name]` (unknown names stay as they are). */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (hole, name: string) =>
    name in values ? String(values[name]) : hole,
  );
}
