/**
 * One typed JSON-LD component (docs/conventions.md "i18n and SEO"): renders schema-dts data as a
 * <script type="application/ld+json">, serialised so that no text can close the script.
 */
import type { Graph, Thing, WithContext } from 'schema-dts';

/** JSON text safe inside <script>: `<`, `>`, `&` and U+2028/2029 become \u escapes. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Input: a schema-dts node with @context, or a @graph. Output: the script element. */
export function JsonLd({ data }: { data: WithContext<Thing> | Graph }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
