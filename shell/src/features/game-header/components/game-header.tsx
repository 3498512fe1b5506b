import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AreaNav, paths } from '@fc/shared';
import { BallIcon } from '../../../components/icons';
import styles from './game-header.module.css';

/**
 * SPEC.md §2: Home goes to the game home, Market to the market centre. The tabs are the game's navigation, the one
 * every game page shows: on /game/menu its Squad group is current, with the card and pack tabs for a signed-in user.
 */
export function GameHeader() {
  const { t } = useTranslation('shell');
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
      <AreaNav area="game" className={styles.tabs} data-testid="game-tabs" />
    </header>
  );
}
