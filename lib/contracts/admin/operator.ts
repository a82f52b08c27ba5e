/**
 * The settings tab's Impressum group: GET and PUT /api/admin/settings/operator. The operator's
 * details (lib/site/operator.ts) as the operator edits them; a stored field overrides its
 * environment variable (OPERATOR_*), an empty one leaves the environment's value in force.
 * One schema for the form and the route: it takes the form's text fields and gives the
 * details to store (null: not stored).
 */
import * as z from 'zod/mini';
import {
  OPERATOR_FIELDS,
  isOperatorValue,
  type OperatorDetails,
  type OperatorField,
} from '@/lib/site/operator';

import { source } from '@/lib/contracts/answer-parts';

/** Answer of GET and PUT: the details in force and where each comes from (null: nowhere). */
export type OperatorSettingsResponse = z.output<typeof operatorSettingsResponse>;

/** The form's field of each detail (`operatorName`, …). */
export const OPERATOR_FORM_FIELDS = {
  name: 'operatorName',
  address: 'operatorAddress',
  email: 'operatorEmail',
  phone: 'operatorPhone',
  register: 'operatorRegister',
  vatId: 'operatorVatId',
} as const satisfies Record<OperatorField, string>;

export type OperatorFormField = (typeof OPERATOR_FORM_FIELDS)[OperatorField];

const E = 'admin.settings.operatorErrors';

/** A trimmed text field that is empty or valid for `field`, else its message. */
const field = (name: OperatorField) =>
  z.string().check(
    z.trim(),
    z.refine((v) => v === '' || isOperatorValue(name, v), `${E}.${name}`),
  );

const operatorFields = z.object({
  operatorName: field('name'),
  operatorAddress: field('address'),
  operatorEmail: field('email'),
  operatorPhone: field('phone'),
  operatorRegister: field('register'),
  operatorVatId: field('vatId'),
} satisfies Record<OperatorFormField, unknown>);

/** The form's values: every field as text ('' for none). */
export type OperatorFormInput = z.input<typeof operatorFields>;

/** PUT /api/admin/settings/operator body and the form's resolver: '' stores nothing. */
export const operatorSettingsSchema = z.pipe(
  operatorFields,
  z.transform(
    (v): OperatorDetails =>
      Object.fromEntries(
        OPERATOR_FIELDS.map((name) => [name, v[OPERATOR_FORM_FIELDS[name]] || null]),
      ) as OperatorDetails,
  ),
);

/**
 * The form's values for `current`: the stored details; a field whose value comes from the
 * environment stays empty (the form shows that value beside it), so saving keeps it a default.
 */
export function operatorFormValues(current: OperatorSettingsResponse): OperatorFormInput {
  return Object.fromEntries(
    OPERATOR_FIELDS.map((name) => [
      OPERATOR_FORM_FIELDS[name],
      current.sources[name] === 'stored' ? (current.operator[name] ?? '') : '',
    ]),
  ) as OperatorFormInput;
}

/** An object with one `value` per operator detail (lib/site/operator.ts OPERATOR_FIELDS). */
const perOperatorField = <T extends z.ZodMiniType>(value: T) =>
  z.object({
    name: value,
    address: value,
    email: value,
    phone: value,
    register: value,
    vatId: value,
  } satisfies Record<OperatorField, T>);

export const operatorSettingsResponse = z.object({
  operator: perOperatorField(z.nullable(z.string())),
  sources: perOperatorField(z.nullable(source)),
});
