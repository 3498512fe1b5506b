import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths, useIsLoggedIn } from '@fc/shared';
import { BallIcon } from '../../../components/icons';
import styles from './game-header.module.css';

const TABS = [
  { id: 'card', loginRequired: true },
  { id: 'pack', loginRequired: true },
  { id: 'item', loginRequired: false },
] as const;

/** SPEC.md §2: Home goes to the game home, Market to the market centre; card and pack tabs need a login. */
export function GameHeader() {
  const { t } = useTranslation('shell');
  const loggedIn = useIsLoggedIn();
  return (
    <header className={styles.header} data-testid="game-header">
      <div className={styles.bar}>
        <Link to={paths.gameHome()} className={styles.action} data-testid="game-home">
          <BallIcon width={22} height={22} />
          {t('game.home')}
        </Link>
        <span className={styles.title}>{t('game.header')}</span>
        <Link to={paths.market()} className={styles.action} data-testid="game-market">
          {t('game.market')}
        </Link>
      </div>
      <nav aria-label={t('game.tabs')} className={styles.tabs} data-testid="game-tabs">
        {TABS.filter((tab) => loggedIn || !tab.loginRequired).map((tab) => (
          <NavLink
            key={tab.id}
            to={paths.gameMenu(tab.id)}
            className={({ isActive }) => (isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab)}
            data-testid={`game-tab-${tab.id}`}
          >
            {t(`game.${tab.id}`)}
          </NavLink>
        ))}
      </nav>
    </header>
  );
}
