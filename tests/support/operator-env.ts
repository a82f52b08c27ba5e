/**
 * Import first in a test file that needs Impressum defaults (env.ts reads OPERATOR_* when it
 * loads): name, address and e-mail set; phone, register and VAT id left to the back-office.
 */
export const OPERATOR_ENV_DEFAULTS = {
  name: 'Accademia Trading Italia S.r.l.',
  address: 'Via Roma 1, 20121 Milano, Italia',
  email: 'info@accademia.example',
};

process.env.OPERATOR_NAME = OPERATOR_ENV_DEFAULTS.name;
process.env.OPERATOR_ADDRESS = OPERATOR_ENV_DEFAULTS.address;
process.env.OPERATOR_EMAIL = OPERATOR_ENV_DEFAULTS.email;
