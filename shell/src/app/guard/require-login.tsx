import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { logoutSession, readStoredToken, useSession } from '@fc/shared';
import { decideAccess } from './guard';

interface RequireLoginProps {
  loginRequired: boolean;
  children: ReactNode;
}

/** Route wrapper applying {@link decideAccess}; re-evaluated whenever the session or the location changes. */
export function RequireLogin({ loginRequired, children }: RequireLoginProps) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // Same test as isAuthenticated(), without its store write: that would update other components mid-render.
  const authenticated = session.loggedIn && readStoredToken() !== '';
  const decision = decideAccess({ loginRequired, authenticated, pathname, search });
  const target = decision.kind === 'login' ? decision.to : null;

  useEffect(() => {
    if (!target) return;
    logoutSession();
    navigate(target, { replace: true });
  }, [target, navigate]);

  return target ? null : children;
}
