import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ButtonLink,
  errorMessage,
  isApiError,
  PageFrame,
  paths,
  Skeleton,
  type CardDetailResponse,
  type Crumb,
} from '@fc/shared';
import { EmptyState } from '@fc/shared/ui';
import { useCardDetail } from '../../../lib/api/card-detail';
import { useLiveCards } from '../../../lib/api/use-live-cards';
import styles from './my-card.module.css';

/** What the remote composes into a card's page to sell it (the sell feature, src/app). */
export type SellSlot = (detail: CardDetailResponse) => ReactNode;

/**
 * A card's page in the page frame: the breadcrumb back to its list, the heading (the player, once loaded), skeletons
 * while it loads, "not in your collection" for a card the user does not hold, a retry when the call failed.
 */
export function CardPageFrame({
  tokenId,
  title,
  testId,
  breadcrumb,
  heading = (detail) => detail.card.player?.name ?? title,
  subtitle,
  children,
}: {
  tokenId: string;
  /** The route's title: the tab's, and the heading until the card is known. */
  title: string;
  testId: string;
  /** The pages above this one, the card's own included once it is known. */
  breadcrumb: (detail: CardDetailResponse | undefined) => Crumb[];
  heading?: (detail: CardDetailResponse) => string;
  subtitle?: (detail: CardDetailResponse) => ReactNode;
  children: (detail: CardDetailResponse) => ReactNode;
}) {
  const { t } = useTranslation('collection');
  const detail = useCardDetail(tokenId);
  useLiveCards();
  let body: ReactNode;
  if (detail.isPending) {
    body = (
      <div className={styles.layout} aria-busy="true" data-testid="card-page-loading">
        <div className={styles.hero}>
          <Skeleton className={styles.heroArt} height={360} />
        </div>
        <div className={styles.main}>
          <Skeleton lines={4} />
          <Skeleton height={160} />
          <Skeleton height={160} />
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
    <PageFrame
      title={detail.data ? heading(detail.data) : title}
      documentTitle={title}
      subtitle={detail.data && subtitle ? subtitle(detail.data) : undefined}
      breadcrumb={breadcrumb(detail.data)}
      busy={detail.isPending}
      data-testid={testId}
    >
      {body}
    </PageFrame>
  );
}
