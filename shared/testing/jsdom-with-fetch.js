// jsdom plus Node's own fetch, for component tests that talk to the real local API (jsdom has no fetch).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['fetch', 'Headers', 'Request', 'Response', 'FormData', 'AbortController', 'AbortSignal', 'ReadableStream', 'Blob']) {
      if (name === 'AbortController' || name === 'AbortSignal' || name === 'Blob' || name === 'FormData') continue; // jsdom's own, used by the DOM
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
