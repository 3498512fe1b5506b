import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackRouteView } from '.';

/** Tells the vitals reporter each page view (a new path), from inside the router. */
export function TrackRouteViews() {
  const { pathname } = useLocation();
  useEffect(() => trackRouteView(pathname), [pathname]);
  return null;
}
