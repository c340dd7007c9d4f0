// Jest settings shared by the two React workspaces: jsdom with Node's Fetch API classes, swc for
// TypeScript and JSX, libs read from source, styles stubbed.
const path = require('node:path');

/** @returns {import('jest').Config} */
module.exports = function frontendJestConfig({ esmPackages = [], ...overrides } = {}) {
  return {
    testEnvironment: path.join(__dirname, 'jsdom-environment.cjs'),
    roots: ['<rootDir>/src'],
    // Rendering whole screens under jsdom on a shared 2-core machine (the journeys run beside
    // these in CI) can take tens of seconds.
    testTimeout: 90_000,
    setupFilesAfterEnv: [path.join(__dirname, 'jsdom-setup.ts')],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages are compiled like our sources.
    transformIgnorePatterns: [`/node_modules/(?!(${['marked', ...esmPackages].join('|')})/)`],
    moduleNameMapper: {
      '^@reviews/libs/(.*)$': '<rootDir>/../libs/src/$1',
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '\\.css$': path.join(__dirname, 'style-mock.cjs'),
    },
    ...overrides,
  };
};
