// Jest settings shared by the two React workspaces: jsdom with Node's Fetch API classes, swc for
// TypeScript and JSX, libs read from source, styles stubbed.
const path = require('node:path');

/** @returns {import('jest').Config} */
module.exports = function frontendJestConfig({ esmPackages = [], setupFiles = [], ...overrides }) {
  return {
    testEnvironment: path.join(__dirname, 'jsdom-environment.cjs'),
    roots: ['<rootDir>/src'],
    // Rendering whole screens under jsdom on a shared 2-core machine can take seconds.
    testTimeout: 30_000,
    setupFilesAfterEnv: [path.join(__dirname, 'jsdom-setup.ts'), ...setupFiles],
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
