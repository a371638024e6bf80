// Test helpers for every workspace's Jest tests (never imported by app code: lint keeps it to tests).
export { apiError, fakeApi, fakeFetch } from './fake-api';
export type { FakeAnswer, FakeCall } from './fake-api';
export { recordToasts, renderPage } from './render-page';
export type { RenderPageOptions } from './render-page';
export { pressKeyAfterHydration } from './key-after-hydration';
export type { KeyAfterHydration } from './key-after-hydration';
