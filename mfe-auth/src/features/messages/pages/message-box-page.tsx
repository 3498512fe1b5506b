import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, errorMessage, PageFrame, Skeleton, useToast } from '@fc/shared';
import { Badge, EmptyState, Pager } from '@fc/shared/ui';
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
  const pages = data ? Math.ceil(data.total / data.pageSize) : 1;

  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  const onReadAll = () => readAll.mutate({ all: true }, { onError: (error) => toast.error(errorMessage(t, error)) });

  return (
    <PageFrame
      title={t('messages.title')}
      subtitle={
        data && data.unread > 0 ? (
          <Badge tone="accent" data-testid="messages-unread">
            {t('messages.unreadCount', { count: data.unread })}
          </Badge>
        ) : undefined
      }
      busy={messages.isPending}
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
      data-testid="message-box-page"
    >

      {messages.isPending ? (
        <div className={styles.skeletons}>
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
          <Pager page={page} pages={pages} onChange={goTo} label={t('messages.pagination')} />
        </>
      )}
    </PageFrame>
  );
}
