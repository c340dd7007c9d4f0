// jsdom lacks the Fetch API classes the react-router data router builds requests with; lend it
// Node's, together with Node's AbortController so their signals are accepted.
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class ReaderSiteEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of ['Request', 'Response', 'Headers', 'FormData', 'AbortController', 'AbortSignal']) {
      this.global[name] = globalThis[name];
    }
  }
};
