/**
 * Import first in a test file whose code must see a configured CRM webhook (WEBHOOK_URL is read
 * when env.ts loads). Nothing listens there: tests read the outbox, the dispatcher is not run.
 */
process.env.WEBHOOK_URL = 'http://127.0.0.1:9/crm';
