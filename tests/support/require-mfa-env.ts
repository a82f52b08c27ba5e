/** Import first in a test file that runs with ADMIN_REQUIRE_MFA=1 (env.ts reads it on load). */
process.env.ADMIN_REQUIRE_MFA = '1';
