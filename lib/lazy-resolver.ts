/**
 * A react-hook-form resolver whose schema loads on the first validation instead of with the
 * page (zod's core is ≈ 18 kB gzip of a form page's first load). The schema
 * is still the one zod schema the server parses with (docs/conventions.md: one schema per form); only
 * the moment it reaches the browser changes. Forms validate on submit, so the import is
 * already done, or takes one round trip, by the time the first error message is needed.
 *
 *   resolver: lazyResolver(() => import('@/lib/validation/login').then((m) => m.loginSchema))
 */
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { FieldValues, Resolver } from 'react-hook-form';

export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<StandardSchemaV1<Input, Output>>,
): Resolver<Input, unknown, Output> {
  let pending: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    pending ??= Promise.all([load(), import('@hookform/resolvers/standard-schema')]).then(
      ([schema, { standardSchemaResolver }]) => standardSchemaResolver(schema),
    );
    return (await pending)(values, context, options);
  };
}
