// jsdom implements no fetch API, and react-router's data routers build a Request for every navigation and hand it
// to the route loaders. The router reads its url, method and signal, the shell's loaders (remote-route-loader.ts)
// its url: this stand-in has exactly those, for the shell's tests (tools/jest/setup-dom.cjs provides no Request).
if (typeof globalThis.Request === 'undefined') {
  class NavigationRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;

    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  // Only the fields above exist; enough for client-side navigation in tests.
  globalThis.Request = NavigationRequest as unknown as typeof Request;
}

export {};
