import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/helpers/empty-module.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/helpers/setup.ts'],
  // Integration tests start databases; give them room on a 2-core machine.
  testTimeout: 180_000,
  maxWorkers: 2,
};

// jsdom (behind isomorphic-dompurify), file-type (resume uploads) and otplib (the staff's second
// factor) depend on ESM-only packages; let SWC compile them.
const ESM_PACKAGES = [
  '@exodus',
  'parse5',
  'entities',
  '@asamuzakjp',
  '@csstools',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
  '@scure',
  '@noble',
];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    // A package may sit nested under another's node_modules (jsdom/node_modules/parse5).
    `/node_modules/(?!(?:[^/]+/node_modules/)*(?:${ESM_PACKAGES.join('|')})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return resolved;
}
