import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type MessageSummary, paths } from '@fc/shared';
import { DateTime } from '@fc/shared/ui';
import styles from '../pages/messages.module.css';

/** Unread messages first; otherwise the server's order (newest first) is kept. */
export function unreadFirst(items: MessageSummary[]): MessageSummary[] {
  return [...items].sort((a, b) => Number(a.read) - Number(b.read));
}

export function MessageList({ items }: { items: MessageSummary[] }) {
  const { t } = useTranslation('auth');
  return (
    <ul className={styles.list} aria-label={t('messages.listLabel')}>
      {unreadFirst(items).map((item) => (
        <li key={item.id}>
          <Link
            to={paths.message(item.id)}
            className={item.read ? styles.item : `${styles.item} ${styles.unread}`}
            data-testid="message-item"
            data-read={item.read}
            data-id={item.id}
          >
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.itemText}>
              <span className={styles.itemTitle}>
                {item.read ? null : <span className={styles.srOnly}>{t('messages.unreadMarker')} </span>}
                {item.title}
              </span>
              <span className={styles.itemSummary}>{item.summary}</span>
            </span>
            <DateTime value={item.createdAt} className={styles.itemDate} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

