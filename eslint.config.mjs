import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/** @redis/client slows every string of the process unless loaded through lib/redis/client.mjs. */
const REDIS_CLIENT_RULE = {
  group: ['@redis/client', '@redis/client/*'],
  message: 'Import createClient from lib/redis/client.mjs (it says why).',
};

/** The site's links prefetch on intent: components/ui/link.tsx says why. */
const NEXT_LINK_RULE = {
  name: 'next/link',
  message: "Import { Link } from '@/components/ui/link' (it prefetches on intent, not on sight).",
};

/**
 * Layer rules (docs/architecture.md): pages, routes and components reach the database only
 * through lib/'s domain modules, never its tables or query builder (types excepted: a page may
 * name a row's type); components do not open the database at all, they are handed data or call
 * a domain read; lib/ never imports the app or its components.
 */
const DB_LAYER_RULES = [
  {
    group: ['@/lib/db/schema', '@/lib/db/schema/*', 'drizzle-orm', 'drizzle-orm/*'],
    allowTypeImports: true,
    message: 'Tables and queries live in lib/<domain>/ (docs/architecture.md): call its reads.',
  },
  {
    group: ['pg', '@electric-sql/pglite', '@electric-sql/pglite/*'],
    message: 'The database driver belongs to lib/db/ (docs/architecture.md).',
  },
];
const COMPONENT_DB_RULE = {
  group: ['@/lib/db', '@/lib/db/*'],
  message:
    'A component never reads the database: take the data as props, or call a lib/<domain> read.',
};
const LIB_LAYER_RULE = {
  group: ['@/app/*', '@/components/*'],
  message: 'lib/ is below the app and its components: move what both need into lib/.',
};

/** One no-restricted-imports setting (a later block replaces an earlier one, so each is whole). */
const restricted = (patterns, paths = [NEXT_LINK_RULE]) => ({
  'no-restricted-imports': ['error', { paths, patterns: [REDIS_CLIENT_RULE, ...patterns] }],
});

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    ignores: ['lib/redis/client.mjs', 'components/ui/link.tsx'],
    rules: restricted([]),
  },
  {
    // The first Intl object of a kind loads locale data: built when its module loads, every page
    // that imports it pays that while hydrating (docs/decisions/india-time.md).
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    ignores: ['lib/format/lazy-intl.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'Program > VariableDeclaration',
          'Program > ExportNamedDeclaration > VariableDeclaration',
        ]
          .map(
            (declaration) =>
              `${declaration} > VariableDeclarator > :matches(NewExpression, CallExpression)[callee.object.name='Intl']`,
          )
          .map((selector) => ({
            selector,
            message:
              'Build Intl formatters at first use: lazyDateFormat or lazyCollator (lib/format/lazy-intl.ts).',
          })),
      ],
    },
  },
  { files: ['app/**/*.{ts,tsx}'], rules: restricted(DB_LAYER_RULES) },
  {
    files: ['components/**/*.{ts,tsx}'],
    ignores: ['components/ui/link.tsx'],
    rules: restricted([...DB_LAYER_RULES, COMPONENT_DB_RULE]),
  },
  {
    files: ['lib/**/*.{js,mjs,ts,tsx}'],
    ignores: ['lib/redis/client.mjs'],
    rules: restricted([LIB_LAYER_RULE]),
  },
  {
    // Reads never import writes. In each domain folder of lib/, `reads.ts`/`*-reads.ts` (cached
    // reads for pages) and `queries.ts`/`*-queries.ts` (their database queries) are what pages
    // and routes read; `writes.ts` and `purchase.ts` (and the checkout) change stored state and
    // may read through the reads, never the other way round (docs/architecture.md).
    files: ['lib/*/reads.ts', 'lib/*/*-reads.ts', 'lib/*/queries.ts', 'lib/*/*-queries.ts'],
    rules: restricted(
      [
        {
          group: ['**/writes', '**/*-writes', '**/purchase', '@/lib/checkout/*', '../checkout/*'],
          message: 'A read must not import a write (docs/architecture.md).',
        },
        LIB_LAYER_RULE,
      ],
      [],
    ),
  },
  {
    // Specs take `test` and `expect` from e2e/test.ts: its pages wait for React after a load.
    files: ['e2e/*.spec.ts'],
    rules: restricted(
      [],
      [
        NEXT_LINK_RULE,
        {
          name: '@playwright/test',
          importNames: ['test', 'expect'],
          message: "Import { test, expect } from './test' (e2e/test.ts says why).",
        },
      ],
    ),
  },
  {
    ignores: [
      '**/.next/**',
      'bench-results/**',
      'lighthouse-results/**',
      'interactive-results/**',
      'node_modules/**',
      'data/**',
      'shots/**',
      'drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
