// The react-router-dom every app provides to the share scope (tools/webpack/shared-singletons.cjs): its client
// API by name, so webpack drops what a browser app never runs (server rendering, cookies and sessions, RSC, framework
// mode, UNSAFE_ internals): 60.7 -> 34 KB gzip. A shared module cannot be tree-shaken by what the apps use, because
// a remote released later may use more; this list is the contract instead. Every build checks that the app imports
// only these names (SharedSurfacePlugin). A name added here reaches remotes once a shell built with it is deployed:
// deploy the shell first, then release the remote that uses it.
// `fc-react-router-dom-package` is an alias of the real package (create-config.cjs): importing `react-router-dom`
// here would consume this very module from the share scope.
export {
  Await, BrowserRouter, Form, HashRouter, IDLE_BLOCKER, IDLE_FETCHER, IDLE_NAVIGATION, Link, MemoryRouter, NavLink,
  Navigate, NavigationType, Outlet, Route, Router, RouterContextProvider, RouterProvider, Routes, ScrollRestoration,
  createBrowserRouter, createContext, createHashRouter, createMemoryRouter, createPath, createRoutesFromChildren,
  createRoutesFromElements, createSearchParams, data, generatePath, href, isRouteErrorResponse, matchPath,
  matchRoutes, parsePath, redirect, renderMatches, replace, resolvePath, unstable_HistoryRouter, unstable_usePrompt,
  unstable_useRoute, unstable_useRouterState, useActionData, useAsyncError, useAsyncValue, useBeforeUnload,
  useBlocker, useFetcher, useFetchers, useFormAction, useHref, useInRouterContext, useLinkClickHandler,
  useLoaderData, useLocation, useMatch, useMatches, useNavigate, useNavigation, useNavigationType, useOutlet,
  useOutletContext, useParams, useResolvedPath, useRevalidator, useRouteError, useRouteLoaderData, useRoutes,
  useSearchParams, useSubmit, useViewTransitionState,
} from 'fc-react-router-dom-package';
