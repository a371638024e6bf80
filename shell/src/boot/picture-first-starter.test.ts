import { renderPage, type LinkHint } from '../../server/html';
import { STARTER_SCRIPT } from '../../server/picture-first';
import { STARTER_CLICKS_GLOBAL } from '../core/starter-clicks-global';
import { takeStarterClicks } from './starter-clicks';

// The inline starter of a page whose scripts wait for its largest picture (server/picture-first.ts),
// run in a document built from the server's markup.
const HERO: LinkHint = { rel: 'preload', href: '/cover.webp', as: 'image', fetchpriority: 'high' };
const TEMPLATE =
  '<!doctype html><html><head><!--arbora-head-->' +
  '<script defer="defer" src="/main.1234abcd.js" integrity="sha384-abc" crossorigin="anonymous"></script>' +
  '</head><body><div id="root"></div><!--arbora-config--></body></html>';
const PAGE =
  '<main><img src="/cover.webp" fetchpriority="high" alt="Terrasse" />' +
  '<input type="checkbox" id="teck" /><button type="button" id="menu">Menu</button></main>';

function startPage({ pictureLoaded }: { pictureLoaded: boolean }) {
  const html = renderPage(
    TEMPLATE,
    { remotes: [] },
    { hints: [HERO, { rel: 'preload', href: '/boot.js', as: 'script' }] },
    { html: PAGE, styles: '', state: '{}' },
  );
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  const img = document.querySelector('img')!;
  Object.defineProperty(img, 'complete', { configurable: true, value: pictureLoaded });
  // The starter's text as the page carries it (jsdom runs no inline script by itself).
  expect(document.body.innerHTML).toContain(STARTER_SCRIPT);
  new Function(STARTER_SCRIPT)();
  return img;
}

const scriptsAsked = () => [...document.head.querySelectorAll('script[src]')];

/** A visible page whose animation frames the test runs one at a time. */
function visibleFrames() {
  let callbacks: FrameRequestCallback[] = [];
  Object.defineProperty(document, 'hidden', { configurable: true, value: false });
  window.requestAnimationFrame = (callback) => callbacks.push(callback);
  return {
    next() {
      const due = callbacks;
      callbacks = [];
      for (const callback of due) callback(performance.now());
    },
  };
}

const { requestAnimationFrame } = window;
afterEach(() => {
  window.requestAnimationFrame = requestAnimationFrame;
  delete (document as { hidden?: boolean }).hidden;
  // The starter's click holder goes with it.
  const globals = window as unknown as Record<string, { take(): void } | undefined>;
  globals[STARTER_CLICKS_GLOBAL]?.take();
  delete globals[STARTER_CLICKS_GLOBAL];
});

describe('the picture-first starter', () => {
  it('asks for the scripts and their preloads once the frame that paints the loaded picture is done, integrity kept', () => {
    const frames = visibleFrames();
    const img = startPage({ pictureLoaded: false });
    expect(scriptsAsked()).toEqual([]);
    expect(document.head.querySelector('link[as="script"]')).toBeNull();
    img.dispatchEvent(new Event('load'));
    // Not in the load event, nor in the frame that paints the picture: their main thread is its paint's.
    expect(scriptsAsked()).toEqual([]);
    frames.next();
    expect(scriptsAsked()).toEqual([]);
    frames.next();
    const [main] = scriptsAsked();
    expect(main.getAttribute('src')).toBe('/main.1234abcd.js');
    expect(main.getAttribute('integrity')).toBe('sha384-abc');
    expect(main.getAttribute('crossorigin')).toBe('anonymous');
    expect(document.head.querySelector('link[rel="preload"][as="script"]')?.getAttribute('href')).toBe('/boot.js');
    takeStarterClicks();
  });

  it('asks at once when the picture is already in, when it failed, and after its load in a hidden page', () => {
    visibleFrames();
    startPage({ pictureLoaded: true });
    expect(scriptsAsked()).toHaveLength(1);
    takeStarterClicks();
    const img = startPage({ pictureLoaded: false });
    img.dispatchEvent(new Event('error'));
    expect(scriptsAsked()).toHaveLength(1);
    takeStarterClicks();
    // A hidden page paints no frame.
    Object.defineProperty(document, 'hidden', { configurable: true, value: true });
    startPage({ pictureLoaded: false }).dispatchEvent(new Event('load'));
    expect(scriptsAsked()).toHaveLength(1);
    takeStarterClicks();
  });

  it('holds a click made before main.js, asks for the scripts then, and main.js clicks again', () => {
    startPage({ pictureLoaded: false });
    const teck = document.getElementById('teck') as HTMLInputElement;
    const menu = document.getElementById('menu')!;
    const menuClicks = jest.fn();
    menu.addEventListener('click', menuClicks);
    teck.click();
    menu.click();
    expect(teck.checked).toBe(false);
    expect(menuClicks).not.toHaveBeenCalled();
    expect(scriptsAsked()).toHaveLength(1);
    // main.js's first module: its own holder is in place (none here), the starter's clicks go to it.
    takeStarterClicks();
    expect(teck.checked).toBe(true);
    expect(menuClicks).toHaveBeenCalledTimes(1);
  });

  it('gives the held clicks back to the browser when main.js cannot load', () => {
    startPage({ pictureLoaded: true });
    const teck = document.getElementById('teck') as HTMLInputElement;
    teck.click();
    expect(teck.checked).toBe(false);
    scriptsAsked()[0].dispatchEvent(new Event('error'));
    expect(teck.checked).toBe(true);
  });
});
