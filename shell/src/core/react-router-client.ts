/**
 * What the shell's browser build provides to the share scope as `react-router`
 * (shell/webpack.config.cjs): the declarative API the shell and the remotes import, nothing else.
 * A shared module cannot be tree-shaken (a remote may use any export), so every name here ships
 * to every visitor in main.js. The shell routes in declarative mode (app/browser-router.tsx), so the
 * data router (createBrowserRouter, RouterProvider, loaders, actions, fetchers, blockers,
 * ScrollRestoration) and the server half (request handlers, static rendering, sessions, RSC) are
 * left out: together they were two thirds of the package in main.js.
 *
 * The contract for remote teams is docs/remote-team-guide.md (« react-router »).
 * `react-router-client.test.ts` fails when browser code imports a name missing here, when a
 * name here is imported by no browser code, and when a data-router API appears here. The shell's
 * Node renderer (server-render.tsx) uses the full package.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Router,
  Routes,
  UNSAFE_createBrowserHistory,
  useLocation,
  useNavigate,
  useParams,
} from '#bundled/react-router';
