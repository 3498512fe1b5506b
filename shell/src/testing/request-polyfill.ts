// jsdom implements no fetch API, and react-router's data routers build a Request for every navigation.
// Without loaders or actions they read only its url, method and signal; this stands in until the shared
// jest setup provides the real classes.
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
