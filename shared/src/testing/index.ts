// `@fc/shared/testing`: for jest only. No app code imports it (eslint.config.mjs), so no bundle contains it.
export { fakeApi, fail, ok, restoreApi, type Handler, type RecordedCall } from './fake-api';
export { logIn, PLAYER } from './fixtures';
export { currentLocation, renderPage } from './render-page';
export { fakePublicStream, type FakePublicStream } from './fake-public-stream';
