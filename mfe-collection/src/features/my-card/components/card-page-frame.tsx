import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, EmptyState, errorMessage, isApiError, PageTitle, paths, Skeleton, type CardDetailResponse } from '@fc/shared';
import { useCardDetail } from '../../../lib/cards/card-detail';
import { useLiveCards } from '../../../lib/cards/use-live-cards';
import pageStyles from '../../../components/page.module.css';
import styles from './my-card.module.css';

/** What the remote composes into a card's page to sell it (the sell feature, src/app). */
export type SellSlot = (detail: CardDetailResponse) => ReactNode;

/**
 * A card's page around its content: the title, skeletons while it loads, "not in your collection" for a card the
 * user does not hold, a retry when the call failed.
 */
export function CardPageFrame({
  tokenId,
  title,
  testId,
  children,
}: {
  tokenId: string;
  title: string;
  testId: string;
  children: (detail: CardDetailResponse) => ReactNode;
}) {
  const { t } = useTranslation('collection');
  const detail = useCardDetail(tokenId);
  useLiveCards();
  let body: ReactNode;
  if (detail.isPending) {
    body = (
      <div className={styles.layout} aria-busy="true" data-testid="card-page-loading">
        <Skeleton height={340} />
        <div className={styles.sections}>
          <Skeleton lines={4} />
          <Skeleton height={120} />
          <Skeleton height={120} />
        </div>
      </div>
    );
  } else if (detail.isError) {
    body = isApiError(detail.error, 'NOT_FOUND') ? (
      <EmptyState
        data-testid="card-not-found"
        title={t('card.notFound')}
        description={t('card.notFoundBody')}
        action={<ButtonLink to={paths.collection('fpcards')}>{t('seeCollection')}</ButtonLink>}
      />
    ) : (
      <EmptyState
        title={t('loadFailed')}
        description={errorMessage(t, detail.error)}
        action={<Button onClick={() => void detail.refetch()}>{t('common:retry')}</Button>}
      />
    );
  } else {
    body = children(detail.data);
  }
  return (
    <div className={pageStyles.page} data-testid={testId}>
      {/* The heading names the player; the tab keeps the route's title, as every page's does. */}
      <PageTitle documentTitle={title}>{detail.data?.card.player?.name ?? title}</PageTitle>
      {body}
    </div>
  );
}
