import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@fc/shared';
import { MailIcon } from '../../../components/icons';
import styles from './navbar.module.css';

const BADGE_MAX = 99;

/** The badge text: nothing at 0, the count up to 99, then "99+". */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

export function MessageBoxLink({ unread }: { unread: number }) {
  const { t } = useTranslation('shell');
  const badge = unreadBadge(unread);
  // The name holds the badge as shown ("99+"), so that what is seen is also what is heard (label in name).
  return (
    <Link
      to={paths.messageBox()}
      className={styles.iconButton}
      aria-label={badge ? t('messages.labelUnread', { badge }) : t('messages.label')}
      data-testid="navbar-messages"
    >
      <MailIcon />
      {badge && (
        <span className={styles.badge} aria-hidden="true" data-testid="unread-badge">
          {badge}
        </span>
      )}
    </Link>
  );
}
