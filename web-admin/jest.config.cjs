module.exports = require('../jest/frontend.config.cjs')({
  // react-hotkeys-hook (under react-admin) ships as ESM only.
  esmPackages: ['react-hotkeys-hook'],
});
