import { theme } from '@arbora/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { Header } from '../layouts/header';
import { COMPACT_AFTER_PX } from './use-compact-header';

/** An IntersectionObserver the test drives. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
  }
  takeRecords() {
    return [];
  }
}

const tree = () => (
  <QueryClientProvider client={new QueryClient()}>
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <Header plasticLine={false} />
      </MemoryRouter>
    </ThemeProvider>
  </QueryClientProvider>
);

const sentinelObserver = () => {
  const observer = FakeObserver.instances.find((o) => o.targets.some((t) => t.hasAttribute('data-header-sentinel')));
  if (!observer) throw new Error('the sentinel is not observed');
  return observer;
};
const scrolled = (past: boolean) =>
  act(() => {
    const observer = sentinelObserver();
    observer.callback(
      [{ target: observer.targets[0], isIntersecting: !past } as IntersectionObserverEntry],
      observer as unknown as IntersectionObserver,
    );
  });

describe('Header compacting on scroll', () => {
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    FakeObserver.instances = [];
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('is full on the server and on the first render (no layout read, no mismatch)', () => {
    const html = renderToString(tree());
    expect(html).toContain('data-compact="false"');
    expect(html).toMatch(/<span aria-hidden="true" data-header-sentinel="" class="[^"]+"><\/span>/);
  });

  it('compacts when the sentinel leaves the root pushed up by the threshold, and comes back', () => {
    const addListener = jest.spyOn(window, 'addEventListener');
    try {
      render(tree());
      const header = screen.getByTestId('site-header');
      expect(header).toHaveAttribute('data-compact', 'false');
      expect(sentinelObserver().options.rootMargin).toBe(`${COMPACT_AFTER_PX}px 0px 0px 0px`);
      scrolled(true);
      expect(header).toHaveAttribute('data-compact', 'true');
      scrolled(false);
      expect(header).toHaveAttribute('data-compact', 'false');
      // The browser's observer does the work: no scroll listener on the window.
      expect(addListener.mock.calls.filter(([type]) => type === 'scroll')).toEqual([]);
    } finally {
      addListener.mockRestore();
    }
  });

  it('on a phone, a compact header keeps a way to the search: its button focuses the search box', async () => {
    render(tree());
    scrolled(true);
    const button = screen.getByRole('button', { name: 'Rechercher sur le site' });
    act(() => button.click());
    expect(screen.getByRole('combobox')).toHaveFocus();
  });

  it('puts a zero-height sentinel before the header, outside it (the flow does not change)', () => {
    const { container } = render(tree());
    const sentinel = container.querySelector('[data-header-sentinel]') as HTMLElement;
    expect(getComputedStyle(sentinel).height).toBe('0px');
    expect(getComputedStyle(sentinel).display).toBe('block');
    expect(sentinel).not.toHaveAttribute('style');
    expect(sentinel.nextElementSibling).toBe(screen.getByTestId('site-header'));
    expect(sentinel).toHaveAttribute('aria-hidden', 'true');
  });
});
