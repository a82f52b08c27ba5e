import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'bench/baseline/.next/**',
      'bench/baseline/next-env.d.ts',
      '.data/**',
      'lib/server/generated/**',
      'node_modules/**',
      'next-env.d.ts',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Code that runs in the browser, or on both sides, reads the API's shapes from
    // lib/contracts/; a server module's types would pull the server (and Prisma) into it.
    files: ['components/**', 'lib/browser/**', 'lib/contracts/**', 'lib/validation/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/server/*', 'server-only'],
              message: 'Import the API shapes from lib/contracts/, not from lib/server/.',
            },
          ],
        },
      ],
    },
  },
  {
    // One SQL builder: raw statements are Prisma.sql tagged templates, sent with sqlOf or
    // $queryRaw. A string of SQL with its own $n numbering is how values end up spliced in.
    files: ['app/**', 'components/**', 'lib/**', 'proxy.ts'],
    ignores: ['lib/server/db/client.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^\\$(queryRaw|executeRaw)Unsafe$/]',
          message: 'Write the statement with Prisma.sql and send it with sqlOf(db) or $queryRaw.',
        },
      ],
    },
  },
  {
    // Raw SQL stays in the server's query modules; routes and components call those.
    files: ['app/**', 'components/**', 'lib/browser/**', 'lib/contracts/**', 'proxy.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: '$queryRaw', message: 'Raw SQL belongs in a lib/server module.' },
        { property: '$executeRaw', message: 'Raw SQL belongs in a lib/server module.' },
      ],
    },
  },
  {
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
];

export default config;
