import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { parsePath, Router, UNSAFE_createBrowserHistory, type Location, type NavigationType, type To } from 'react-router-dom';
import { PageLoadFailure, type RemoteRouteData } from '../remotes/remote-pages';
import { NavigationWaiting } from './navigation-waiting';
import type { NavigationWait } from './navigation-wait';

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

interface RouterState {
  action: NavigationType;
  location: Location;
  /** A load failure of the page shown, handed to it (RemotePage). */
  data: RemoteRouteData;
}

interface ShellRouterProps {
  wait: NavigationWait;
  /** The browser's history; tests give a memory history. */
  history?: History;
  children: ReactNode;
}

/**
 * BrowserRouter, except that a navigation commits once its page's code and first answers are there (`wait`): a link or
 * navigate() changes the address and the page together, the page before staying on screen meanwhile (with a bar at the
 * top of the window saying the next one is on its way), as a data router does with route loaders. Back and forward have
 * moved the address already; the page follows the same way. Only the newest navigation goes ahead.
 */
export function ShellRouter({ wait, history: given, children }: ShellRouterProps) {
  // RR's own browser history (the one BrowserRouter uses), listened to on every change (v5Compat).
  const [history] = useState<History>(() => given ?? UNSAFE_createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState<RouterState>(() => ({ action: history.action, location: history.location, data: null }));
  const newest = useRef(0);
  const arriving = useRef<RemoteRouteData>(null);
  // A navigation is waiting for its page (NavigationWaiting).
  const [waiting, setWaiting] = useState(false);

  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        if (action !== 'POP') {
          setState({ action, location, data: arriving.current });
          arriving.current = null;
          return;
        }
        const ticket = ++newest.current;
        const show = (data: RemoteRouteData) => {
          if (ticket !== newest.current) return;
          setWaiting(false);
          setState({ action, location, data });
        };
        if (wait.ready(location)) show(null);
        else {
          setWaiting(true);
          void wait.settle(location).then(show);
        }
      }),
    [history, wait],
  );

  const navigator = useMemo(() => {
    const moveWith = (method: 'push' | 'replace') => (to: To, routeState?: unknown) => {
      const ticket = ++newest.current;
      const asked = typeof to === 'string' ? parsePath(to) : to;
      // A route that only redirects is passed by: the page it leads to starts loading now, not after a render of it.
      const target = wait.destination(asked);
      const go = (data: RemoteRouteData) => {
        if (ticket !== newest.current) return;
        setWaiting(false);
        arriving.current = data;
        history[method](target === asked ? to : target, routeState);
      };
      if (wait.ready(target)) go(null);
      else {
        setWaiting(true);
        void wait.settle(target).then(go);
      }
    };
    return {
      createHref: (to: To) => history.createHref(to),
      encodeLocation: (to: To) => history.encodeLocation(to),
      go: (delta: number) => history.go(delta),
      push: moveWith('push'),
      replace: moveWith('replace'),
    };
  }, [history, wait]);

  return (
    <PageLoadFailure value={state.data}>
      <NavigationWaiting value={waiting}>
        <Router location={state.location} navigationType={state.action} navigator={navigator}>
          {children}
        </Router>
      </NavigationWaiting>
    </PageLoadFailure>
  );
}
