import { useTranslation } from 'react-i18next';
import { useIsLoggedIn, useSession } from '@fc/shared';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { CloseIcon, MenuIcon } from '../../../components/icons';
import { Logo } from '../../../components/logo';
import { useDisclosure } from '../../../hooks/use-disclosure';
import { useBalances } from '../api/get-currency';
import { BalanceChips } from './balances';
import { GuestActions } from './guest-actions';
import { MessageBoxLink } from './message-box-link';
import { MoreMenu } from './more-menu';
import { NavLinks } from './nav-links';
import { ProfileMenu } from './profile-menu';
import styles from './navbar.module.css';

/** SPEC.md §2 "Navbar". Renders from the session alone: it never waits for a remote. */
export function Navbar() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const loggedIn = useIsLoggedIn();
  const balances = useBalances(loggedIn);
  const mobile = useDisclosure();

  return (
    <header className={styles.navbar} data-testid="navbar">
      <div className={styles.inner}>
        <Logo className={styles.logo} />
        <div
          ref={mobile.panelProps.ref}
          id={mobile.panelProps.id}
          className={styles.panel}
          data-open={mobile.open}
          data-testid="navbar-panel"
        >
          <nav aria-label={t('nav.label')} className={styles.nav}>
            <ul className={styles.links}>
              <NavLinks />
              {loggedIn && (
                <li>
                  <MoreMenu />
                </li>
              )}
            </ul>
          </nav>
          {loggedIn && balances && <BalanceChips balances={balances} />}
          <LanguageSwitcher className={styles.language} />
          {loggedIn ? <ProfileMenu session={session} balances={balances} /> : <GuestActions />}
        </div>
        {loggedIn && <MessageBoxLink unread={session.newMessagesInBox} />}
        <button
          type="button"
          className={`${styles.iconButton} ${styles.hamburger}`}
          aria-label={mobile.open ? t('nav.closeMenu') : t('nav.openMenu')}
          data-testid="navbar-hamburger"
          {...mobile.buttonProps}
        >
          {mobile.open ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
    </header>
  );
}
