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

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    ignores: ['lib/redis/client.mjs', 'components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [NEXT_LINK_RULE], patterns: [REDIS_CLIENT_RULE] },
      ],
    },
  },
  {
    // Reads never import writes. In each domain folder of lib/, `reads.ts`/`*-reads.ts` (cached
    // reads for pages) and `queries.ts`/`*-queries.ts` (their database queries) are what pages
    // and routes read; `writes.ts` and `purchase.ts` (and the checkout) change stored state and
    // may read through the reads, never the other way round (docs/architecture.md).
    files: ['lib/*/reads.ts', 'lib/*/*-reads.ts', 'lib/*/queries.ts', 'lib/*/*-queries.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/writes',
                '**/*-writes',
                '**/purchase',
                '@/lib/checkout/*',
                '../checkout/*',
              ],
              message: 'A read must not import a write (docs/architecture.md).',
            },
            REDIS_CLIENT_RULE,
          ],
        },
      ],
    },
  },
  {
    // Specs take `test` and `expect` from e2e/test.ts: its pages wait for React after a load.
    files: ['e2e/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            NEXT_LINK_RULE,
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import { test, expect } from './test' (e2e/test.ts says why).",
            },
          ],
          patterns: [REDIS_CLIENT_RULE],
        },
      ],
    },
  },
  {
    ignores: [
      '**/.next/**',
      'bench-results/**',
      'lighthouse-results/**',
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
