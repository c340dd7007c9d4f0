/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  transform: {
    '^.+\\.(ts|js|mjs|cjs)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // @nestjs packages (and @fastify/static's content-disposition) are ESM-only; Jest on Node 20
  // needs them compiled to CommonJS. PGlite's CommonJS build imports Node's modules with import(),
  // which Jest runs only under --experimental-vm-modules: compiled, they become require().
  transformIgnorePatterns: [
    '/node_modules/(?!(@electric-sql|@nestjs|marked|file-type|strtok3|token-types|@tokenizer|@standard-schema|uint8array-extras|jose|openid-client|oauth4webapi|@fastify/static/node_modules/content-disposition|content-disposition|light-my-request/node_modules/cookie|cookie)/)',
  ],
  moduleNameMapper: {
    '^@reviews/libs/(.*)$': '<rootDir>/../libs/src/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test/support/setup.ts'],
  // Each PGlite instance takes ~200 MB: two test files at a time.
  maxWorkers: 2,
  testTimeout: 60_000,
};
