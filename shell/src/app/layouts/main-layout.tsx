import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Navbar } from '../../features/navbar/components/navbar';
import { Footer } from '../../features/footer/components/footer';
import styles from './layouts.module.css';

export function MainLayout() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.page} data-layout="main">
      <a href="#main" className={styles.skip}>
        {t('skipToContent')}
      </a>
      <Navbar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
