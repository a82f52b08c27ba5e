// Integration tests: in-memory PGlite unless TEST_DATABASE_URL selects PostgreSQL
// (tests/support/test-db.ts creates a fresh database per test file there).
process.env.PGLITE_DATA_DIR = 'memory://';
process.env.SMS_DRIVER = 'outbox';
delete process.env.DATABASE_URL;
process.env.AUTH_SECRET = 'test-secret-test-secret-test-secret-0123';
// A proof of work costs the tests milliseconds (tests/support/proof.ts solves them).
process.env.ALTCHA_MAX_NUMBER = '20';
