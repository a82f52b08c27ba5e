/**
 * Import first in a test file that needs the partner broker and a premium capacity configured
 * (env.ts reads them when it loads), together with ./webhook-env for the CRM events.
 */
export const PARTNER_URL = 'https://broker.example.com/open?aff=accademia';
export const PREMIUM_CAPACITY = 3;

process.env.PARTNER_BROKER_NAME = 'Example Broker Ltd';
process.env.PARTNER_BROKER_REGULATOR = 'CySEC';
process.env.PARTNER_BROKER_AUTHORISATION = '123/45';
process.env.PARTNER_BROKER_RETAIL_LOSS_PERCENT = '74';
process.env.PARTNER_BROKER_URL = PARTNER_URL;
process.env.PREMIUM_MONTHLY_CAPACITY = String(PREMIUM_CAPACITY);
