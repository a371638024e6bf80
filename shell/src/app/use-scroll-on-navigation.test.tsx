import { act } from '@testing-library/react';
import { Outlet, Route, Routes } from 'react-router';
import { renderWithRouter } from '../testing/render-shell';
import { useScrollOnNavigation } from './use-scroll-on-navigation';

function Page({ scrollToTop }: { scrollToTop: boolean }) {
  useScrollOnNavigation(scrollToTop);
  return <Outlet />;
}

function renderAt(path: string) {
  // '/liste/*' opts out (as a route with `scrollToTop: false`); every other page scrolls to the top.
  const { router } = renderWithRouter(
    path,
    <Routes>
      <Route path="/liste/*" element={<Page scrollToTop={false} />} />
      <Route path="*" element={<Page scrollToTop />} />
    </Routes>,
  );
  return router;
}

let scrollTo: jest.Mock;
let scrollIntoView: jest.Mock;

beforeEach(() => {
  scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('useScrollOnNavigation (SPEC 2.1)', () => {
  it('leaves the page the browser loaded where it is (the visitor may have scrolled during the hydration)', () => {
    renderAt('/a');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top on a page change', async () => {
    const router = renderAt('/a');
    scrollTo.mockClear();
    await act(() => router.navigate('/b'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });

  it('does not scroll when only the query changes', async () => {
    const router = renderAt('/a');
    scrollTo.mockClear();
    await act(() => router.navigate('/a?tri=prix'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves the scroll alone on a route that opts out', async () => {
    const router = renderAt('/a');
    scrollTo.mockClear();
    await act(() => router.navigate('/liste/-p--2'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls a same-page hash to its element with scrollIntoView, which honours scroll-margin-top', async () => {
    jest.useFakeTimers();
    const target = document.createElement('h2');
    target.id = 'pose des lames';
    document.body.append(target);
    const router = renderAt('/guide');
    scrollTo.mockClear();

    await act(() => router.navigate('/guide#pose%20des%20lames'));
    act(() => jest.advanceTimersByTime(50));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(target);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls again when the same anchor is followed again', async () => {
    jest.useFakeTimers();
    const target = document.createElement('h2');
    target.id = 'sommaire';
    document.body.append(target);
    const router = renderAt('/guide');
    await act(() => router.navigate('/guide#sommaire'));
    act(() => jest.advanceTimersByTime(50));
    await act(() => router.navigate('/guide#sommaire'));
    act(() => jest.advanceTimersByTime(50));
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it('waits for a target that a remote renders late, then gives up quietly', async () => {
    jest.useFakeTimers();
    const router = renderAt('/guide');
    await act(() => router.navigate('/autre#plus-tard'));
    act(() => jest.advanceTimersByTime(500));
    expect(scrollIntoView).not.toHaveBeenCalled();
    const late = document.createElement('section');
    late.id = 'plus-tard';
    document.body.append(late);
    act(() => jest.advanceTimersByTime(50));
    expect(scrollIntoView.mock.contexts[0]).toBe(late);

    await act(() => router.navigate('/autre#jamais'));
    act(() => jest.advanceTimersByTime(5000));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });
});
