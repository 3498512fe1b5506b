import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@fc/shared';
import { BallIcon } from './icons';
import styles from './logo.module.css';

export function Logo({ to = paths.home(), className }: { to?: string; className?: string }) {
  const { t } = useTranslation('shell');
  return (
    <Link to={to} className={className ? `${styles.logo} ${className}` : styles.logo} aria-label={t('logo')} data-testid="logo">
      <BallIcon className={styles.mark} />
      <span className={styles.word} aria-hidden="true">
        FC
      </span>
    </Link>
  );
}
