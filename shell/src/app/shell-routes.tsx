import { useEffect } from 'react';
import { useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { setNavigator } from '@fc/shared';
import { ShellErrorBoundary } from './shell-error-boundary';

/** The route tree (routes.tsx) on the router's location, inside the last-resort error boundary. */
export function ShellRoutes({ routes }: { routes: RouteObject[] }) {
  const { key } = useLocation();
  const navigate = useNavigate();
  // The API client's session-expired handling (1002) navigates inside the SPA.
  useEffect(() => setNavigator((to) => void navigate(to)), [navigate]);
  return <ShellErrorBoundary resetKey={key}>{useRoutes(routes)}</ShellErrorBoundary>;
}
