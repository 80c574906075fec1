// jsdom, plus Node's real fetch: for tests that render hooks in a DOM against the real local API.
// jsdom implements no fetch, and supabase-js uses the global one.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithNetwork extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      ReadableStream,
      TextDecoderStream,
      TransformStream,
      WritableStream,
    });
  }
}

module.exports = JsdomWithNetwork;
