import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsLoggedIn, useSession } from '@fc/shared';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { CloseIcon, MenuIcon } from '../../../components/icons';
import { Logo } from '../../../components/logo';
import { useDisclosure } from '../../../hooks/use-disclosure';
import { GuestActions } from './guest-actions';
import { NavLinks } from './nav-links';
import styles from './navbar.module.css';

const memberParts = () => import('./member');
const BalanceChips = lazy(() => memberParts().then(({ MemberBalanceChips }) => ({ default: MemberBalanceChips })));
const MessageBoxLink = lazy(() => memberParts().then(({ MessageBoxLink }) => ({ default: MessageBoxLink })));
const MoreMenu = lazy(() => memberParts().then(({ MoreMenu }) => ({ default: MoreMenu })));
const ProfileMenu = lazy(() => memberParts().then(({ ProfileMenu }) => ({ default: ProfileMenu })));
const LiveUpdates = lazy(() => memberParts().then(({ LiveUpdates }) => ({ default: LiveUpdates })));

/**
 * SPEC.md §2 "Navbar". Renders from the session alone: it never waits for a remote. A signed-in user's menus and
 * balances come in a chunk of their own (./member), fetched only once someone is signed in.
 */
export function Navbar() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const loggedIn = useIsLoggedIn();
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
                  <Suspense fallback={null}>
                    <MoreMenu />
                  </Suspense>
                </li>
              )}
            </ul>
          </nav>
          {loggedIn && (
            <Suspense fallback={null}>
              <BalanceChips />
            </Suspense>
          )}
          <LanguageSwitcher className={styles.language} />
          {loggedIn ? (
            <Suspense fallback={null}>
              <ProfileMenu session={session} />
            </Suspense>
          ) : (
            <GuestActions />
          )}
        </div>
        {loggedIn && (
          <Suspense fallback={null}>
            <MessageBoxLink unread={session.newMessagesInBox} />
            <LiveUpdates />
          </Suspense>
        )}
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
