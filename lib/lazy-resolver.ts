/**
 * A react-hook-form resolver whose schema loads on the first validation instead of with the
 * page (zod's core is ≈ 18 kB gzip of a form page's first load). The schema
 * is still the one zod schema the server parses with (docs/conventions.md: one schema per form); only
 * the moment it reaches the browser changes. Forms validate on submit, so the import is
 * already done, or takes one round trip, by the time the first error message is needed.
 *
 *   resolver: lazyResolver(() => import('@/lib/validation/login').then((m) => m.loginSchema))
 *
 * `prepare` turns what the fields hold into the request body before the schema reads it, for
 * forms whose inputs cannot hold the body's own values (an empty input that means null or
 * "not given"); it must keep the field names, so that each error still lands on its field.
 */
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { FieldValues, Resolver } from 'react-hook-form';

export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<StandardSchemaV1<Input, Output>>,
): Resolver<Input, unknown, Output>;
export function lazyResolver<Input extends FieldValues, Body, Output>(
  load: () => Promise<StandardSchemaV1<Body, Output>>,
  prepare: (values: Input) => Body,
): Resolver<Input, unknown, Output>;
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<StandardSchemaV1<unknown, Output>>,
  prepare?: (values: Input) => unknown,
): Resolver<Input, unknown, Output> {
  let pending: Promise<Resolver<FieldValues, unknown, Output>> | undefined;
  return async (values, context, options) => {
    pending ??= Promise.all([load(), import('@hookform/resolvers/standard-schema')]).then(
      ([schema, { standardSchemaResolver }]) =>
        standardSchemaResolver(schema as StandardSchemaV1<FieldValues, Output>),
    );
    const resolve = await pending;
    const body = (prepare ? prepare(values) : values) as FieldValues;
    return resolve(body, context, options as never) as ReturnType<Resolver<Input, unknown, Output>>;
  };
}
