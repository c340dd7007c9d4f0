module.exports = require('../jest/frontend.config.cjs')({
  // react-hotkeys-hook (under react-admin) ships as ESM only.
  esmPackages: ['react-hotkeys-hook'],
  // react-admin and MUI render a lot under jsdom on a shared 2-core machine.
  testTimeout: 30_000,
});
