/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: '<rootDir>/jest.environment.cjs',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // react-admin and MUI render a lot under jsdom on a shared 2-core machine.
  testTimeout: 30_000,
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
  // ESM-only packages (marked; react-hotkeys-hook under react-admin) compiled like our sources.
  transformIgnorePatterns: ['/node_modules/(?!(marked|react-hotkeys-hook)/)'],
  moduleNameMapper: {
    '^@reviews/libs/(.*)$': '<rootDir>/../libs/src/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.css$': '<rootDir>/src/test/style-mock.cjs',
  },
};
