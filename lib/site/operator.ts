/**
 * The site operator's details the Impressum shows (§ 5 DDG: name, address, fast electronic
 * contact, register and number, VAT id). Each field has an environment variable as its
 * default and can be set in the back-office's settings tab; a field set nowhere is named on
 * the page as missing. No imports: read by env.ts, the settings contract, the server and the
 * page alike, so a value is judged by one rule everywhere.
 */

/** The Impressum's fields, in the order the page and the settings tab show them. */
export const OPERATOR_FIELDS = ['name', 'address', 'email', 'phone', 'register', 'vatId'] as const;
export type OperatorField = (typeof OPERATOR_FIELDS)[number];

/** The operator's details in force; null: set neither in the back-office nor in the environment. */
export type OperatorDetails = Record<OperatorField, string | null>;

/** The environment variable that gives each field's default. */
export const OPERATOR_ENV = {
  name: 'OPERATOR_NAME',
  address: 'OPERATOR_ADDRESS',
  email: 'OPERATOR_EMAIL',
  phone: 'OPERATOR_PHONE',
  register: 'OPERATOR_REGISTER',
  vatId: 'OPERATOR_VAT_ID',
} as const satisfies Record<OperatorField, string>;

/** Longest accepted value of each field (an address on one line, a register with its court). */
export const OPERATOR_MAX_LENGTH: Record<OperatorField, number> = {
  name: 120,
  address: 200,
  email: 254,
  phone: 30,
  register: 120,
  vatId: 20,
};

const RULES: Record<OperatorField, RegExp> = {
  // A legal name or a person's name; at least two characters.
  name: /^\S.+$/u,
  address: /^\S.{4,}$/u,
  // One address, no display name: it becomes a mailto: link.
  email: /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]{2,}$/u,
  // International format, as the page shows it and a tel: link dials it: +49 30 1234567.
  phone: /^\+\d[\d ()/-]{5,28}$/u,
  register: /^\S.{2,}$/u,
  // Two-letter country prefix then 2–13 letters or digits (EU VAT numbers: DE123456789, IT…).
  vatId: /^[A-Z]{2}[0-9A-Z]{2,13}$/u,
};

/** Whether `value` (trimmed, non-empty) is acceptable for `field`. */
export function isOperatorValue(field: OperatorField, value: string): boolean {
  return value.length <= OPERATOR_MAX_LENGTH[field] && RULES[field].test(value);
}

/** The fields with no value, in page order (what the Impressum names as missing). */
export function missingOperatorFields(details: OperatorDetails): OperatorField[] {
  return OPERATOR_FIELDS.filter((field) => !details[field]);
}
