import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isAuthenticated, logoutSession, useSession } from '@fc/shared';
import { decideAccess } from './guard';

interface RequireLoginProps {
  loginRequired: boolean;
  children: ReactNode;
}

/**
 * Route wrapper applying {@link decideAccess}; re-evaluated whenever the session or the location changes. It asks
 * isAuthenticated() (the stored cookies), like the navigation wait (navigation-wait.ts), so the two guard paths never disagree.
 */
export function RequireLogin({ loginRequired, children }: RequireLoginProps) {
  // Subscribes to the session so that a login or logout re-renders this guard.
  useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // Reads the cookies and writes nothing, so it is safe while rendering.
  const authenticated = isAuthenticated();
  const decision = decideAccess({ loginRequired, authenticated, pathname, search });
  const target = decision.kind === 'login' ? decision.to : null;

  useEffect(() => {
    if (!target) return;
    logoutSession();
    navigate(target, { replace: true });
  }, [target, navigate]);

  return target ? null : children;
}
