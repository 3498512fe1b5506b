import { Outlet } from 'react-router-dom';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from '../../components/logo';
import styles from './layouts.module.css';

/** For the login and sign-up pages: a way home and the language, nothing to distract. */
export function BareLayout() {
  return (
    <div className={`${styles.page} ${styles.bare}`} data-layout="bare">
      <header className={styles.bareHeader} data-testid="bare-header">
        <Logo />
        <LanguageSwitcher />
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
