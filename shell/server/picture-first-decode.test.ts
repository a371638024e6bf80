/** @jest-environment jsdom */
import { renderPage, type LinkHint } from './html';
import { STARTER_SCRIPT } from './picture-first';
import { STARTER_CLICKS_GLOBAL } from '../src/core/starter-clicks-global';

// The inline starter (picture-first.ts) in a browser that decodes pictures off the main thread: it
// asks for the scripts only after the frame that paints the decoded picture. jsdom has no
// HTMLImageElement.decode: each test gives the picture one whose promise it settles itself.
const HERO: LinkHint = { rel: 'preload', href: '/cover.webp', as: 'image', fetchpriority: 'high' };
const TEMPLATE =
  '<!doctype html><html><head><!--arbora-head-->' +
  '<script defer="defer" src="/main.1234abcd.js" integrity="sha384-abc" crossorigin="anonymous"></script>' +
  '</head><body><div id="root"></div><!--arbora-config--></body></html>';
const PAGE = '<main><img src="/cover.webp" fetchpriority="high" decoding="async" alt="Terrasse" /></main>';

let frameCallbacks: FrameRequestCallback[] = [];
/** Runs the animation frame callbacks asked for so far (one frame). */
function nextFrame() {
  const due = frameCallbacks;
  frameCallbacks = [];
  for (const callback of due) callback(performance.now());
}

/** Settles the promises already settled (the starter's `.then` callbacks). */
const settled = () => new Promise<void>((resolve) => queueMicrotask(resolve));

function startPage() {
  const html = renderPage(TEMPLATE, { remotes: [] }, { hints: [HERO] }, { html: PAGE, styles: '', state: '{}' });
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  const img = document.querySelector('img')!;
  Object.defineProperty(img, 'complete', { configurable: true, value: false });
  const decode: { resolve(): void; reject(error: Error): void; calls: number } = {
    resolve: () => undefined,
    reject: () => undefined,
    calls: 0,
  };
  Object.defineProperty(img, 'decode', {
    configurable: true,
    value: () => {
      decode.calls += 1;
      return new Promise<void>((resolve, reject) => Object.assign(decode, { resolve, reject }));
    },
  });
  expect(document.body.innerHTML).toContain(STARTER_SCRIPT);
  new Function(STARTER_SCRIPT)();
  return { img, decode };
}

const scriptsAsked = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

const { requestAnimationFrame } = window;
let hidden = false;
beforeEach(() => {
  hidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  window.requestAnimationFrame = (callback) => frameCallbacks.push(callback);
});
afterEach(() => {
  frameCallbacks = [];
  window.requestAnimationFrame = requestAnimationFrame;
  delete (document as { hidden?: boolean }).hidden;
  const globals = window as unknown as Record<string, { take(): void } | undefined>;
  globals[STARTER_CLICKS_GLOBAL]?.take();
  delete globals[STARTER_CLICKS_GLOBAL];
});

describe('the picture-first starter, with img.decode()', () => {
  it('asks for the scripts two frames after the decode promise resolved, not two frames after the load', async () => {
    const { img, decode } = startPage();
    img.dispatchEvent(new Event('load'));
    expect(decode.calls).toBe(1);
    // The load's two frames go by while the picture is still decoding: no script.
    nextFrame();
    nextFrame();
    await settled();
    expect(scriptsAsked()).toEqual([]);
    decode.resolve();
    await settled();
    expect(scriptsAsked()).toEqual([]);
    // The frame that paints the decoded picture: its main thread is the paint's.
    nextFrame();
    expect(scriptsAsked()).toEqual([]);
    nextFrame();
    expect(scriptsAsked()).toEqual(['/main.1234abcd.js']);
  });

  it('asks two frames after a refused decode too (a picture the browser cannot decode)', async () => {
    const { img, decode } = startPage();
    img.dispatchEvent(new Event('load'));
    decode.reject(new DOMException('The source image cannot be decoded.', 'EncodingError'));
    await settled();
    expect(scriptsAsked()).toEqual([]);
    nextFrame();
    nextFrame();
    expect(scriptsAsked()).toEqual(['/main.1234abcd.js']);
  });

  it('asks at once, without decoding, when the page is hidden at the load', () => {
    const { img, decode } = startPage();
    hidden = true;
    img.dispatchEvent(new Event('load'));
    expect(decode.calls).toBe(0);
    expect(scriptsAsked()).toEqual(['/main.1234abcd.js']);
  });

  it('asks as soon as the page is hidden while it waits (a hidden page runs no animation frame)', async () => {
    const { img, decode } = startPage();
    img.dispatchEvent(new Event('load'));
    decode.resolve();
    await settled();
    expect(scriptsAsked()).toEqual([]);
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(scriptsAsked()).toEqual(['/main.1234abcd.js']);
    // The frame that was asked for, run once the page is shown again, asks for nothing more.
    hidden = false;
    nextFrame();
    nextFrame();
    expect(scriptsAsked()).toEqual(['/main.1234abcd.js']);
  });
});
