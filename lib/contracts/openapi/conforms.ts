/**
 * The link between an answer's TypeScript type (the contract the route `satisfies`) and the
 * zod schema the OpenAPI document is generated from: `answerOf<T>()(schema)` compiles only when
 * what `schema` describes is exactly `T`, so the document cannot drift from the routes.
 */
import type * as z from 'zod/mini';

/** false when any property of T is false. */
type AllTrue<T> = false extends T[keyof T] ? false : true;

/**
 * Whether A and B have the same property names at every depth (assignability alone lets an
 * optional property be left out on one side). Unions are compared on their common keys.
 */
type SameKeys<A, B> = [A] extends [readonly (infer X)[]]
  ? [B] extends [readonly (infer Y)[]]
    ? SameKeys<X, Y>
    : false
  : [A] extends [object]
    ? [keyof A] extends [keyof B]
      ? [keyof B] extends [keyof A]
        ? AllTrue<{
            [K in keyof A & keyof B]-?: SameKeys<NonNullable<A[K]>, NonNullable<B[K]>>;
          }>
        : false
      : false
    : true;

/** true when A and B are assignable both ways and have the same property names. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? SameKeys<A, B> : false) : false;

/**
 * Returns `schema` unchanged; a type error (naming both types) when `z.output<S>` and `T`
 * differ. Used for every answer schema under lib/contracts/openapi/.
 */
export function answerOf<T>() {
  return <S extends z.ZodMiniType>(
    schema: S & (Same<z.output<S>, T> extends true ? unknown : { mismatch: [z.output<S>, T] }),
  ): S => schema;
}
