// react-router 7 needs TextEncoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
require('@testing-library/jest-dom');

// jsdom has no top layer, so HTMLDialogElement lacks showModal() and close(). This stand-in only opens and closes (the
// `open` attribute, the `close` event); what the browser adds — the page behind made inert, Escape turned into a
// `cancel` — is checked in a real browser by e2e/test/keyboard.e2e.test.ts.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close() {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    // As in browsers, the event comes in a task of its own.
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
}

// A page the shell renders has the `errors` strings (the messages of the result codes), which the browser loads on
// demand (loadErrorStrings in @fc/shared): so does every component a test renders.
beforeAll(() => require('@fc/shared').loadErrorStrings());
