import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Button, Card, currentLanguage, EmptyState, errorMessage, formatDateTime, isApiError, paths, Skeleton } from '@fc/shared';
import { useMessage } from '../api/get-message';
import styles from './messages.module.css';

export default function MessageDetailPage() {
  const { t } = useTranslation('auth');
  const { UserId: id = '' } = useParams();
  // Opening marks the message read on the server; the navbar count follows the answer's e.system_event.
  const message = useMessage(id);
  const detail = message.data;

  const back = (
    <Link className={styles.back} to={paths.messageBox()}>
      ← {t('messages.back')}
    </Link>
  );

  if (message.isPending) {
    return (
      <div className={styles.page} aria-busy="true" aria-label={t('common:loading')}>
        {back}
        <Skeleton height={40} />
        <Skeleton height={200} />
      </div>
    );
  }

  if (!detail) {
    const notFound = isApiError(message.error) && message.error.key === 'NOT_FOUND';
    return (
      <div className={styles.page} data-testid="message-detail-page">
        {back}
        <EmptyState
          title={notFound ? t('messages.notFound') : t('messages.loadFailed')}
          description={notFound ? undefined : errorMessage(t, message.error)}
          action={notFound ? undefined : <Button onClick={() => void message.refetch()}>{t('common:retry')}</Button>}
        />
      </div>
    );
  }

  return (
    <div className={styles.page} data-testid="message-detail-page">
      {back}
      <Card className={styles.detail}>
        <header className={styles.detailHeader}>
          <h1 className={styles.detailTitle}>{detail.title}</h1>
          <span className={styles.itemDate}>{formatDateTime(detail.createdAt, currentLanguage())}</span>
        </header>
        <div className={styles.body} data-testid="message-body">
          {detail.body}
        </div>
      </Card>
    </div>
  );
}
