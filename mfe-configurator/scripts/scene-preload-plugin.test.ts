/**
 * @jest-environment jsdom
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS webpack plugin
const { preloadSceneWhenIdle } = require('./scene-preload-plugin.cjs') as {
  preloadSceneWhenIdle: (files: string[], win: unknown) => void;
};

const REMOTE = 'http://remote.test/';
const MAIN = 'http://shop.test/main.1234abcd.js';

/** A window whose resource timing holds `ended` and whose observer the test fires by hand. */
function fakeWindow(ended: string[]) {
  const observers: (() => void)[] = [];
  const listeners: Record<string, () => void> = {};
  const win = {
    document,
    performance: { getEntriesByType: () => ended.map((name) => ({ name })) },
    PerformanceObserver: class {
      constructor(callback: () => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
  };
  const arrive = (url: string) => {
    ended.push(url);
    observers.forEach((callback) => callback());
  };
  return { win, arrive, fire: (type: string) => listeners[type]?.() };
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')]
    .map((link) => link.href)
    .filter((href) => href.startsWith(REMOTE));

beforeEach(() => {
  document.head.innerHTML = `<link rel="preload" href="${MAIN}" as="script"><script defer src="${MAIN}"></script>`;
  const self = document.createElement('script');
  self.src = `${REMOTE}scene-preload.js`;
  document.head.append(self);
  Object.defineProperty(document, 'currentScript', { value: self, configurable: true });
});

test('waits for the page’s own scripts and preloads, then preloads the scene’s chunks beside itself', () => {
  const { win, arrive } = fakeWindow([]);
  preloadSceneWhenIdle(['175.aaaa.js', '705.bbbb.js'], win);
  // main.js still on its way: three.js would share the link with it.
  expect(preloads()).toEqual([]);
  arrive(MAIN);
  expect(preloads()).toEqual([`${REMOTE}175.aaaa.js`, `${REMOTE}705.bbbb.js`]);
  // Once only, whatever arrives next.
  arrive('http://shop.test/other.js');
  expect(preloads()).toHaveLength(2);
});

test('preloads at once when everything has arrived already (a client-side navigation)', () => {
  const { win } = fakeWindow([MAIN]);
  preloadSceneWhenIdle(['175.aaaa.js'], win);
  expect(preloads()).toEqual([`${REMOTE}175.aaaa.js`]);
});

test('a preload that never reports (a failed file) holds it back no later than the load event', () => {
  const { win, fire } = fakeWindow([]);
  preloadSceneWhenIdle(['175.aaaa.js'], win);
  expect(preloads()).toEqual([]);
  fire('load');
  expect(preloads()).toEqual([`${REMOTE}175.aaaa.js`]);
});
