import { Route, Routes } from 'react-router';
import { ShellErrorBoundary } from '../errors/shell-error-boundary';
import { RouteView } from './route-view';
import { ShellFrame } from './shell-frame';

/**
 * The shell's routes, in react-router's declarative mode, the same under the browser's router
 * (browser-router.tsx, from bootstrap.tsx) and the server's `<StaticRouter>` (server-render.tsx),
 * so the hydration meets the server's tree. One splat route: the shell's own table
 * (routing/route-table.ts) decides everything below it. No data router: the shell has no loader
 * or action, and its state machine was most of the router's weight in main.js.
 */
export function ShellRoutes() {
  return (
    // The frame's own errors fall to the outer boundary; the page's keep the frame.
    <ShellErrorBoundary>
      <Routes>
        <Route element={<ShellFrame />}>
          <Route
            path="*"
            element={
              <ShellErrorBoundary>
                <RouteView />
              </ShellErrorBoundary>
            }
          />
        </Route>
      </Routes>
    </ShellErrorBoundary>
  );
}
