import { Outlet } from 'react-router-dom';
import { GameHeader } from '../../features/game-header/components/game-header';
import styles from './layouts.module.css';

export function GameLayout() {
  return (
    <div className={`${styles.page} ${styles.game}`} data-layout="game">
      <GameHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
