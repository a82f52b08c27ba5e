/**
 * Jest: unit tests (node for logic, jsdom for components) and integration tests (route
 * handlers against a real database: PGlite in memory, or PostgreSQL when TEST_DATABASE_URL
 * is set). docs/decisions.md §7.
 */
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages that must be transformed (docs/decisions.md §8).
const esmPackages = [
  'next-intl',
  'use-intl',
  '@formatjs',
  'intl-messageformat',
  'icu-minify',
  '@t3-oss',
  'node-fetch',
  'data-uri-to-buffer',
  'fetch-blob',
  'formdata-polyfill',
  'uuid',
  '@electric-sql',
  'nuqs',
];

async function project(displayName, overrides) {
  const config = await createJestConfig({
    moduleNameMapper: {
      '^server-only$': '<rootDir>/tests/support/empty-module.cjs',
      '^@/(.*)$': '<rootDir>/$1',
    },
    ...overrides,
  })();
  config.displayName = displayName;
  // The standalone build (.next/standalone) holds a copy of package.json and of the traced
  // node_modules: jest's module map must not see a second `trading-academy` package there.
  config.modulePathIgnorePatterns = ['<rootDir>/.next/'];
  config.transform = {
    '^.+/@electric-sql/pglite/.+\\.cjs$': '<rootDir>/tests/support/dynamic-import-transformer.cjs',
    ...config.transform,
  };
  config.transformIgnorePatterns = [
    `/node_modules/(?!(${esmPackages.join('|')})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return config;
}

/**
 * Two costs the integration tests do not test, cut: a PGlite opened on a new data directory
 * starts from a cached initdb instead of running it (tests/support/pglite-cached-initdb.ts),
 * and an argon2id hash is made at a test cost (tests/support/argon2-test-cost.ts).
 */
function withTestCosts(config) {
  return {
    ...config,
    moduleNameMapper: {
      '^@electric-sql/pglite$': '<rootDir>/tests/support/pglite-cached-initdb.ts',
      '^@node-rs/argon2$': '<rootDir>/tests/support/argon2-test-cost.ts',
      ...config.moduleNameMapper,
    },
  };
}

export default async function jestConfig() {
  return {
    // Opening an in-memory PGlite can take seconds on a loaded machine.
    testTimeout: 30000,
    globalTeardown: '<rootDir>/tests/support/integration-teardown.cjs',
    testSequencer: '<rootDir>/tests/support/test-sequencer.cjs',
    // Jest's default leaves a core idle (one worker on a 2-core machine), but the parent
    // process only hands out files and collects results: the test files are the work.
    maxWorkers: '100%',
    projects: [
      await project('unit', {
        testEnvironment: 'node',
        testMatch: ['<rootDir>/tests/unit/**/*.test.ts'],
      }),
      await project('components', {
        testEnvironment: 'jsdom',
        testMatch: ['<rootDir>/tests/unit/**/*.test.tsx'],
        setupFilesAfterEnv: ['<rootDir>/tests/support/setup-dom.ts'],
      }),
      withTestCosts(
        await project('integration', {
          // Node's, plus one PGlite per jest worker (the file says why).
          testEnvironment: '<rootDir>/tests/support/integration-environment.cjs',
          testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
          setupFiles: ['<rootDir>/tests/support/setup-integration.ts'],
        }),
      ),
    ],
  };
}
