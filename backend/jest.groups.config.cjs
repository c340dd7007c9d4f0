// `npm test`: the spec files of test/ run in a few groups (test/groups/, support/spec-groups.ts),
// each group one jest file, so the app is imported once per group rather than once per spec file.
// `npx jest test/<file>.spec.ts` (jest.config.js) still runs one file on its own.
/** @type {import('jest').Config} */
module.exports = {
  ...require('./jest.config.js'),
  testMatch: ['<rootDir>/test/groups/*.group.ts'],
};
