import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Button, ButtonLink, errorMessage, isApiError, PageFrame, paths, Skeleton } from '@fc/shared';
import { Card, DateTime, EmptyState } from '@fc/shared/ui';
import { useMessage } from '../api/get-message';
import styles from './messages.module.css';

/** /messagebox/detail/{id}: one message under its subject, with the way back to the others; opening it marks it read. */
export default function MessageDetailPage() {
  const { t } = useTranslation('auth');
  const { UserId: id = '' } = useParams();
  // Opening marks the message read on the server; the navbar count follows the answer's e.system_event.
  const message = useMessage(id);
  const detail = message.data;
  const breadcrumb = [{ label: t('messages.title'), to: paths.messageBox() }];

  if (message.isPending) {
    return (
      <PageFrame breadcrumb={breadcrumb} documentTitle={t('titles.messageDetail')} busy data-testid="message-detail-page">
        <Skeleton height={40} />
        <Skeleton height={200} />
      </PageFrame>
    );
  }

  if (!detail) {
    const notFound = isApiError(message.error) && message.error.key === 'NOT_FOUND';
    return (
      <PageFrame title={t('titles.messageDetail')} breadcrumb={breadcrumb} data-testid="message-detail-page">
        <EmptyState
          title={notFound ? t('messages.notFound') : t('messages.loadFailed')}
          description={notFound ? undefined : errorMessage(t, message.error)}
          action={notFound ? <ButtonLink to={paths.messageBox()}>{t('messages.back')}</ButtonLink> : <Button onClick={() => void message.refetch()}>{t('common:retry')}</Button>}
        />
      </PageFrame>
    );
  }

  // The tab keeps the route's title, as every page's does; the heading and the breadcrumb name the message.
  return (
    <PageFrame title={detail.title} documentTitle={t('titles.messageDetail')} subtitle={<DateTime value={detail.createdAt} />} breadcrumb={breadcrumb} data-testid="message-detail-page">
      <Card className={styles.detail}>
        <div className={styles.body} data-testid="message-body">
          {detail.body}
        </div>
      </Card>
    </PageFrame>
  );
}
