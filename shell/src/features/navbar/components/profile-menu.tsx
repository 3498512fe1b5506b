import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths, type Session } from '@fc/shared';
import { ChevronDownIcon } from '../../../components/icons';
import { useDisclosure } from '../../../hooks/use-disclosure';
import { useBalances } from '../api/get-currency';
import { logout } from '../api/logout';
import { Avatar } from './avatar';
import { BalanceList } from './balances';
import styles from './navbar.module.css';

const ITEMS = [
  { id: 'profile', to: paths.profile() },
  { id: 'collection', to: paths.collection() },
  { id: 'wallet', to: paths.wallet() },
  { id: 'orders', to: paths.orders() },
  { id: 'claimCenter', to: paths.claimCenter() },
  { id: 'messages', to: paths.messageBox() },
  { id: 'security', to: paths.security() },
] as const;

interface ProfileMenuProps {
  session: Session;
}

export function ProfileMenu({ session }: ProfileMenuProps) {
  const balances = useBalances(true);
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { open, close, buttonProps, panelProps } = useDisclosure();
  const [leaving, setLeaving] = useState(false);
  const name = session.nickName || t('profile.fallbackName');

  // Home first: on a page that needs a login, the guard would send the new guest to the login page instead. A
  // navigation commits once its page's code is there (ShellRouter), so the logout waits until home is shown.
  const atHome = useLocation().pathname === paths.home();
  const loggingOut = useRef(false);
  useEffect(() => {
    if (!leaving || !atHome || loggingOut.current) return;
    loggingOut.current = true;
    void logout().then(close);
  }, [leaving, atHome, close]);
  const onLogout = () => {
    setLeaving(true);
    void navigate(paths.home());
  };

  return (
    <div className={`${styles.dropdown} ${styles.profile}`}>
      <button
        type="button"
        className={styles.profileButton}
        aria-label={t('profile.menu', { name })}
        data-testid="navbar-profile"
        {...buttonProps}
      >
        <Avatar avatar={session.avatar || session.photo} name={name} />
        <span className={styles.nickname} data-testid="navbar-nickname">
          {name}
        </span>
        <ChevronDownIcon className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <div className={`${styles.menu} ${styles.menuEnd}`} data-testid="navbar-profile-menu" {...panelProps}>
        {balances && <BalanceList balances={balances} />}
        <ul className={styles.menuList}>
          {ITEMS.map(({ id, to }) => (
            <li key={id}>
              <Link to={to} className={styles.menuItem} data-testid={`navbar-profile-${id}`}>
                {t(`profile.${id}`)}
              </Link>
            </li>
          ))}
          <li className={styles.menuSeparator} role="presentation" />
          <li>
            <button
              type="button"
              className={styles.menuItem}
              onClick={onLogout}
              disabled={leaving}
              data-testid="navbar-logout"
            >
              {t('profile.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
