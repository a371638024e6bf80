import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render as renderInDom } from '@testing-library/react';
import type { ReactElement } from 'react';
import { PAYLOAD_PRELOAD_DELAY_MS } from '../core/constants';
import type { PageDataTarget } from './route-prefetcher';
import { reachInteractive } from '../core/after-interactive';
import { useLinkPrefetch } from './use-link-prefetch';

const settle = () => act(() => jest.advanceTimersByTimeAsync(0));
/**
 * The idle periods the prefetcher waits for: a new task each in jsdom, which has no
 * requestIdleCallback (a timer nested this deep waits 4 ms, as in browsers). Until it watches the
 * links, or a bounded number of tasks where it prefetches nothing.
 */
const settleIdle = async () => {
  for (let i = 0; i < 20 && FakeIntersectionObserver.instances.length === 0; i += 1)
    await act(() => jest.advanceTimersByTimeAsync(1));
};

/** Renders, then lets the page be interactive and the prefetcher's chunk arrive. */
async function render(ui: ReactElement) {
  const view = renderInDom(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
  reachInteractive();
  await settleIdle();
  return view;
}

/** An IntersectionObserver the test drives: `show(element)` brings it into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  static show(element: Element) {
    for (const observer of FakeIntersectionObserver.instances) {
      if (!observer.observed.has(element)) continue;
      observer.callback(
        [{ target: element, isIntersecting: true } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
    }
  }
}

const fetchCode = jest.fn((_remote: string, _module: string) => Promise.resolve());
const preloadCode = jest.fn((_remote: string, _module: string) => Promise.resolve());
const preloadData = jest.fn((_target: PageDataTarget) => Promise.resolve());

function Prefetch() {
  useLinkPrefetch({ fetchCode, preloadCode, preloadData });
  return null;
}

function setConnection(connection: object | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

function link(href: string, text = href) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = text;
  document.body.append(anchor);
  return anchor;
}

beforeEach(() => {
  jest.useFakeTimers();
  FakeIntersectionObserver.instances = [];
  globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  fetchCode.mockClear();
  preloadCode.mockClear();
  preloadData.mockClear();
  setConnection({ effectiveType: '4g', saveData: false });
});

afterEach(() => {
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('useLinkPrefetch (SPEC 9)', () => {
  it('starts only once the page is interactive (its code is a chunk of its own)', async () => {
    const anchor = link('/p-lame-composite-gris');
    renderInDom(
      <QueryClientProvider client={new QueryClient()}>
        <Prefetch />
      </QueryClientProvider>,
    );
    await settle();
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    reachInteractive();
    await settleIdle();
    act(() => FakeIntersectionObserver.show(anchor));
    await settle();
    expect(fetchCode).toHaveBeenCalledWith('catalogue', 'ProductPage');
  });

  it('asks for its chunk in an idle period, and starts watching the links in a later one', async () => {
    const idle: IdleRequestCallback[] = [];
    const runIdle = () =>
      act(async () => {
        idle.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));
        await jest.advanceTimersByTimeAsync(0);
      });
    window.requestIdleCallback = (callback: IdleRequestCallback) => idle.push(callback);
    try {
      const anchor = link('/p-lame-composite-gris');
      await render(<Prefetch />);
      expect(idle).toHaveLength(1);
      expect(FakeIntersectionObserver.instances).toHaveLength(0);
      await runIdle(); // the chunk
      expect(FakeIntersectionObserver.instances).toHaveLength(0);
      await runIdle(); // its start
      act(() => FakeIntersectionObserver.show(anchor));
      await settle();
      expect(fetchCode).toHaveBeenCalledWith('catalogue', 'ProductPage');
    } finally {
      delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    }
  });

  it('downloads the files of links in view, including links added later by a remote, and runs nothing', async () => {
    const first = link('/p-lame-composite-gris');
    await render(<Prefetch />);
    act(() => FakeIntersectionObserver.show(first));
    await settle();
    expect(fetchCode).toHaveBeenCalledWith('catalogue', 'ProductPage');

    const late = link('/contactez-nous');
    await settle(); // MutationObserver
    act(() => FakeIntersectionObserver.show(late));
    await act(() => jest.advanceTimersByTimeAsync(PAYLOAD_PRELOAD_DELAY_MS + 1000));
    expect(fetchCode).toHaveBeenCalledWith('forms', 'FormPage');
    expect(preloadCode).not.toHaveBeenCalled();
    expect(preloadData).not.toHaveBeenCalled();
  });

  it('loads the code of a hovered or focused link', async () => {
    await render(<Prefetch />);
    const anchor = link('/devis/devis-terrasse', 'Devis terrasse');
    const inside = document.createElement('span');
    anchor.append(inside);
    inside.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    await settle();
    expect(preloadCode).toHaveBeenCalledWith('forms', 'FormPage');

    link('/panier').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();
    expect(preloadCode).toHaveBeenCalledWith('checkout', 'CartPage');
  });

  it('skips links that open elsewhere or download', async () => {
    await render(<Prefetch />);
    const blank = link('/contactez-nous');
    blank.target = '_blank';
    blank.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    const download = link('/catalogue.pdf');
    download.setAttribute('download', '');
    download.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    await settle();
    expect(fetchCode).not.toHaveBeenCalled();
    expect(preloadCode).not.toHaveBeenCalled();
  });

  it('starts payload preloads 1 second after the load event', async () => {
    await render(<Prefetch />);
    link('/terrasse-bois').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    await settle();
    expect(preloadCode).toHaveBeenCalledWith('content', 'ContentPage');
    expect(document.readyState).toBe('complete');
    await act(() => jest.advanceTimersByTimeAsync(PAYLOAD_PRELOAD_DELAY_MS - 1));
    expect(preloadData).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1));
    // The queue starts each prefetch in a task of its own (a timer nested this deep waits 4 ms, as in browsers).
    await act(() => jest.advanceTimersByTimeAsync(4));
    expect(preloadData).toHaveBeenCalledWith(
      expect.objectContaining({ remote: 'content', module: 'ContentPage', params: { splat: 'terrasse-bois' } }),
    );
  });

  it.each([
    ['data saver', { effectiveType: '4g', saveData: true }],
    ['2g', { effectiveType: '2g' }],
    ['slow-2g', { effectiveType: 'slow-2g' }],
  ])('prefetches nothing on %s', async (_label, connection) => {
    setConnection(connection);
    const anchor = link('/terrasse-bois');
    await render(<Prefetch />);
    anchor.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(preloadCode).not.toHaveBeenCalled();
    expect(preloadData).not.toHaveBeenCalled();
  });

  it('works where the browser has no connection information', async () => {
    setConnection(undefined);
    await render(<Prefetch />);
    link('/panier').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    await settle();
    expect(preloadCode).toHaveBeenCalledWith('checkout', 'CartPage');
  });

  it('stops listening when unmounted', async () => {
    const { unmount } = await render(<Prefetch />);
    unmount();
    link('/panier').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(preloadCode).not.toHaveBeenCalled();
    expect(preloadData).not.toHaveBeenCalled();
  });
});
