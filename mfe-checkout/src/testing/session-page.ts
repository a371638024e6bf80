import { clearCart, clearSession } from '@arbora/shared/store';
import { fakeApi } from '@arbora/shared/testing';
import { act } from '@testing-library/react';

type Routes = Parameters<typeof fakeApi>[0];

/**
 * The setup of a test file on a checkout page as the shell server sends it for the session cookie
 * (server-render.tsx's `renderForSession`): a signed-out browser with no cart before each test, and
 * this test's fake API restored after it. Call it at the top of the file; `serve(routes)` is the
 * test's API (another call in the same test replaces it).
 */
export function sessionPageTest() {
  let api: ReturnType<typeof fakeApi> | null = null;
  beforeEach(() => {
    act(() => {
      clearSession();
      clearCart();
    });
  });
  afterEach(() => {
    api?.restore();
    api = null;
  });
  return {
    serve(routes: Routes) {
      api?.restore();
      api = fakeApi(routes);
      return api;
    },
  };
}
