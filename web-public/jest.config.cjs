module.exports = require('../jest/frontend.config.cjs')({ setupFiles: ['<rootDir>/jest.setup.ts'] });
