import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // Reads never import writes: lib/data is what pages and routes read; what changes stored
    // state (lib/services, lib/checkout) may read through lib/data, never the other way round.
    files: ['lib/data/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/services/*', '@/lib/checkout/*', '../services/*', '../checkout/*'],
              message: 'lib/data holds reads; it must not import writes (docs/architecture.md).',
            },
          ],
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
