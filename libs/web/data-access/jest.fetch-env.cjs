/**
 * jsdom test environment with Node's fetch API (jsdom has none), so the real RTK Query base query
 * runs in component tests against a mocked `fetch`. AbortController comes from Node too, because
 * Node's Request only accepts its own AbortSignal. A minimal `CSS` (react-aria components use it).
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      structuredClone,
    });
    // jsdom has no CSS object; react-aria's popovers and keyboard navigation ask it for feature support.
    this.global.CSS ??= { supports: () => false, escape: (value) => String(value) };
  }
}

module.exports = JsdomWithFetchEnvironment;
