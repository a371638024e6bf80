import type { FormActionState, PageParams, RemotePageModule } from '@arbora/shared/platform';
import type { Customer } from '@arbora/shared/schemas';
import { clearSession } from '@arbora/shared/store';
import { fakeApi } from '@arbora/shared/testing';
import { act } from '@testing-library/react';
import { renderForSession } from './server-render';

type Routes = Parameters<typeof fakeApi>[0];

/**
 * The setup of a test file on a customer's page as the shell server sends it for the session
 * cookie (issue 36: without JavaScript, after a form's action): a signed-out store before each
 * test, the API answering the customer (`GET /me`), the professions list and `routes`, and a
 * `render` of `page` at a route (server-render.tsx: the HTML, then its hydration). Call it at the
 * top of the file; `api()` is this test's fake API, `serve()` changes its answers for one test.
 */
export function sessionPageTest(
  page: RemotePageModule,
  { customer, routes = {} }: { customer: Customer; routes?: Routes },
) {
  let api: ReturnType<typeof fakeApi> | null = null;
  const answers = (more: Routes): Routes => ({
    'GET /api/v1/me': { body: { data: customer } },
    'GET /api/v1/customer/functions': { body: { data: [] } },
    ...routes,
    ...more,
  });
  beforeEach(() => {
    act(() => clearSession());
    api = fakeApi(answers({}));
  });
  afterEach(() => api?.restore());
  return {
    api: () => api!,
    /** This test's API answers `more` too (or instead, for the same route). */
    serve(more: Routes) {
      api?.restore();
      api = fakeApi(answers(more));
    },
    /** The page at `route` (a refused post's `formState`, route `params`, another `as` customer). */
    render: (route: string, options: { formState?: FormActionState; params?: PageParams; as?: Customer } = {}) =>
      renderForSession(page, {
        route,
        customer: options.as ?? customer,
        ...(options.params ? { params: options.params } : {}),
        ...(options.formState ? { formState: options.formState } : {}),
      }),
  };
}
