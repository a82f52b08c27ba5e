/**
 * How a form island shows a field error when its texts come from the server as props
 * (./campaign-form-copy.ts, ./landing-form-copy.ts): a zod issue names a `validation.*` key,
 * the server's answer carries the text already translated. Kept apart from the copy builders,
 * which import server-side tables the browser does not need.
 */

/** `text` read from `validation` when it is one of its keys (with or without the prefix), else as is. */
export function validationMessage(
  validation: Record<string, string>,
  text: string | undefined,
): string | undefined {
  if (!text) return undefined;
  return validation[text.replace(/^validation\./, '')] ?? text;
}
