// jsdom lacks the Fetch API classes the react-router data router and our fetch stubs build
// requests and responses with; lend it Node's, with Node's AbortController so signals match.
const { TestEnvironment } = require('jest-environment-jsdom');

const filterStyleRules = require('./style-rule-filter.cjs');

module.exports = class FrontendEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of ['Request', 'Response', 'Headers', 'FormData', 'AbortController', 'AbortSignal']) {
      this.global[name] = globalThis[name];
    }
    filterStyleRules(this.global.document);
  }
};
