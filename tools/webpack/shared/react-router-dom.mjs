// The react-router-dom every app provides to the share scope (tools/webpack/shared-singletons.cjs): its declarative
// client API by name, so webpack drops what a browser app never runs: server rendering, cookies and sessions, RSC,
// framework mode, the UNSAFE_ internals but one (60.7 -> 34 KB gzip), and the data routers, createBrowserRouter with
// the hooks and components that need one: useLoaderData, useNavigation, useFetcher, Form… (34 -> ~17 KB gzip). The
// shell routes with Router over RR's browser history (UNSAFE_createBrowserHistory, the one BrowserRouter uses) and
// useRoutes, holding a navigation until its page's code is there itself: shell/src/app/shell-router.tsx.
// A shared module cannot be tree-shaken by what the apps use, because a remote released later may use more; this list
// is the contract instead. Every build checks that the app imports only these names (SharedSurfacePlugin). A name
// added here reaches remotes once a shell built with it is deployed: deploy the shell first, then release the remote
// that uses it.
// `fc-react-router-dom-package` is an alias of the real package (create-config.cjs): importing `react-router-dom`
// here would consume this very module from the share scope.
export {
  BrowserRouter, HashRouter, Link, MemoryRouter, NavLink, Navigate, NavigationType, Outlet, Route, Router, Routes,
  UNSAFE_createBrowserHistory, createPath, createRoutesFromChildren, createRoutesFromElements, createSearchParams,
  generatePath, href, matchPath, matchRoutes, parsePath, renderMatches, resolvePath, unstable_HistoryRouter,
  useBeforeUnload, useHref, useInRouterContext, useLinkClickHandler, useLocation, useMatch, useNavigate,
  useNavigationType, useOutlet, useOutletContext, useParams, useResolvedPath, useRoutes, useSearchParams,
} from 'fc-react-router-dom-package';
