import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ButtonLink, paths } from '@fc/shared';
import styles from './navbar.module.css';

export function GuestActions() {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  // Coming back to the page after logging in, except from the home page, where there is nothing to return to.
  const login = pathname === paths.home() ? paths.login() : paths.login(`${pathname}${search}`);
  return (
    <div className={styles.guest}>
      <ButtonLink to={paths.signup()} variant="secondary" size="sm" data-testid="navbar-signup">
        {t('nav.signup')}
      </ButtonLink>
      <ButtonLink to={login} variant="primary" size="sm" data-testid="navbar-login">
        {t('nav.login')}
      </ButtonLink>
    </div>
  );
}
