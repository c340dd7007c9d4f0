/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  setupFiles: ['<rootDir>/jest.setup.cjs'],
  transform: {
    '^.+\\.(t|j)s$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // marked ships only as ESM; the renderer's spec needs it compiled like our own sources.
  transformIgnorePatterns: ['/node_modules/(?!(marked)/)'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};
