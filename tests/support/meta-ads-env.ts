/**
 * Import first in a test file whose code must see the Meta spend import configured (the
 * META_* variables are read when env.ts loads). Nothing listens at META_GRAPH_URL: a test
 * points the import at its own stand-in.
 */
process.env.META_ADS_ACCESS_TOKEN = 'test-ads-access-token-0123456789';
process.env.META_AD_ACCOUNT_ID = 'act_1234567890';
process.env.META_GRAPH_URL = 'http://127.0.0.1:9';
