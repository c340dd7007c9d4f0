module.exports = require('../jest/frontend.config.cjs')();
