/**
 * Import first in a test file whose code must see the Conversions API configured (the META_*
 * variables are read when env.ts loads). Nothing listens at META_GRAPH_URL: a test that
 * delivers points the deliverer at its own stand-in.
 */
process.env.META_CAPI_ACCESS_TOKEN = 'test-access-token-0123456789';
process.env.META_PIXEL_ID = '123456789012345';
process.env.META_GRAPH_URL = 'http://127.0.0.1:9';
process.env.META_TEST_EVENT_CODE = 'TEST4242';
