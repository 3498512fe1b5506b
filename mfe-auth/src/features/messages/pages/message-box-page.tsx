import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, EmptyState, errorMessage, PageTitle, Pager, Skeleton, useToast } from '@fc/shared';
import { useMessages } from '../api/get-messages';
import { useReadMessages } from '../api/read-messages';
import { MessageList } from '../components/message-list';
import styles from './messages.module.css';

function pageFrom(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export default function MessageBoxPage() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const messages = useMessages(page);
  const readAll = useReadMessages();
  const data = messages.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  const onReadAll = () => readAll.mutate({ all: true }, { onError: (error) => toast.error(errorMessage(t, error)) });

  return (
    <div className={`${styles.page} ${styles.boxPage}`} data-testid="message-box-page">
      <PageTitle
        subtitle={
          data && data.unread > 0 ? (
            <span className={styles.unreadChip} data-testid="messages-unread">
              {t('messages.unreadCount', { count: data.unread })}
            </span>
          ) : undefined
        }
        actions={
          <Button
            type="button"
            variant="secondary"
            onClick={onReadAll}
            loading={readAll.isPending}
            disabled={readAll.isPending || !data || data.unread === 0}
            data-testid="messages-read-all"
          >
            {t('messages.markAllRead')}
          </Button>
        }
      >
        {t('messages.title')}
      </PageTitle>

      {messages.isPending ? (
        <div className={styles.skeletons} aria-busy="true" aria-label={t('common:loading')}>
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} height={72} />
          ))}
        </div>
      ) : messages.error && !data ? (
        <EmptyState
          title={t('messages.loadFailed')}
          description={errorMessage(t, messages.error)}
          action={<Button onClick={() => void messages.refetch()}>{t('common:retry')}</Button>}
        />
      ) : !data || data.list.length === 0 ? (
        <EmptyState title={t('messages.emptyTitle')} description={t('messages.emptyBody')} />
      ) : (
        <>
          <MessageList items={data.list} />
          {pages > 1 ? <Pager page={page} pages={pages} onChange={goTo} label={t('messages.pagination')} /> : null}
        </>
      )}
    </div>
  );
}
