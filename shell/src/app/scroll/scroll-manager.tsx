import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { decideScroll, remembersScroll } from './scroll-policy';

/**
 * Wires the scroll policy to the router: remembers the position of restorable pages while the user
 * is on them (keyed by history entry) and applies the decision on every location change.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigation = useNavigationType();
  const saved = useRef(new Map<string, number>());

  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    const { key, pathname } = location;
    // Saved while on the page: by the time the next location renders, the old content is gone.
    const remember = () => saved.current.set(key, window.scrollY);
    const listen = () => {
      if (remembersScroll(pathname)) window.addEventListener('scroll', remember, { passive: true });
    };
    const decision = decideScroll(pathname, navigation, saved.current.get(key));
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (decision.kind === 'restore') {
      timer = setTimeout(() => {
        window.scrollTo(0, decision.y);
        listen();
      }, decision.delayMs);
    } else {
      window.scrollTo(0, 0);
      listen();
    }
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', remember);
    };
  }, [location, navigation]);

  return null;
}
