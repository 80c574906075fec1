// jsdom plus Node's own fetch, for component tests that talk to the real local API (jsdom has no fetch).
// The DOM's own AbortController, Blob and FormData stay jsdom's.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['fetch', 'Headers', 'Request', 'Response', 'ReadableStream']) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetch;
