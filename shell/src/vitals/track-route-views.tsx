import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { trackRouteView } from '.';

/** Tells the vitals reporter each page view (a new path), from inside the router. */
export function TrackRouteViews() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // Only the path: a new page view, not a query change (filters, pages of a list).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the navigation type of that path change is the one read here
  useEffect(() => trackRouteView(pathname, navigationType === 'REPLACE'), [pathname]);
  return null;
}
