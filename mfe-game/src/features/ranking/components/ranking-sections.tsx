import { useTranslation } from 'react-i18next';
import {
  Button,
  errorMessage,
  formatDate,
  isApiError,
  Skeleton,
  useIsLoggedIn,
  useFormatMoney,
  type GameRankingResponse,
} from '@fc/shared';
import { Card, EmptyState } from '@fc/shared/ui';
import { RANKING_PAGE_SIZE, type RankingScope } from '@fc/shared/contracts/game';
import { GuestPrompt } from '../../../components/guest-prompt';
import { MyPosition } from './ranking-table';
import styles from './ranking.module.css';

/** Why there is no list: the friendly refusals of a ranking not open yet, or the error with a retry. */
export function RankingError({ error, scope, onToday, onCurrent, onRetry }: {
  error: unknown;
  scope: RankingScope;
  onToday: () => void;
  onCurrent: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('game');
  if (isApiError(error, 'RANKING_NOT_STARTED')) {
    return (
      <EmptyState
        title={t('ranking.notStarted.title')}
        description={t('ranking.notStarted.body')}
        action={scope === 'season' ? <Button onClick={onToday}>{t('ranking.notStarted.today')}</Button> : undefined}
      />
    );
  }
  if (isApiError(error, 'SEASON_NOT_STARTED')) {
    return (
      <EmptyState
        title={t('ranking.seasonNotStarted.title')}
        description={t('ranking.seasonNotStarted.body')}
        action={<Button onClick={onCurrent}>{t('ranking.seasonNotStarted.current')}</Button>}
      />
    );
  }
  return (
    <EmptyState title={t('ranking.loadFailed')} description={errorMessage(t, error)} action={<Button onClick={onRetry}>{t('common:retry')}</Button>} />
  );
}

/** Final or live, and the pool it shares. */
export function StatusNote({ data }: { data: GameRankingResponse }) {
  const { t } = useTranslation('game');
  const money = useFormatMoney();
  const pool = money('TMT', data.pool);
  let text: string;
  if (data.final) text = t('ranking.status.final', { pool });
  else if (data.scope === 'daily') text = t('ranking.status.liveDay', { pool });
  else text = t('ranking.status.liveSeason', { pool, date: formatDate(data.season.endsAt, undefined, 'UTC') });
  return (
    <p className={styles.note} data-testid="ranking-status">
      {text}
    </p>
  );
}

/** The caller's place: pinned for a manager, a way in for a guest. */
export function MySection({ data, failed, searching, onShowPage }: {
  data: GameRankingResponse | undefined;
  failed: boolean;
  searching: boolean;
  onShowPage: (page: number) => void;
}) {
  const { t } = useTranslation('game');
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <GuestPrompt title={t('ranking.me.guestTitle')} description={t('ranking.me.guestBody')} />;
  if (failed) return null;
  const myPage = data?.me ? Math.ceil(data.me.rank / (data.pageSize || RANKING_PAGE_SIZE)) : null;
  const showPage =
    myPage !== null && data && (searching || myPage !== data.page) ? (
      <Button variant="secondary" size="sm" onClick={() => onShowPage(myPage)}>
        {t('ranking.me.showPage', { page: myPage })}
      </Button>
    ) : undefined;
  return (
    <Card as="section" title={t('ranking.me.title')} aria-label={t('ranking.me.title')} actions={showPage}>
      {data === undefined ? <Skeleton height={48} /> : data.me ? <MyPosition me={data.me} /> : <p>{t('ranking.me.none')}</p>}
    </Card>
  );
}
