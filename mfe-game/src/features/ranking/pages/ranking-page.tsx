import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  Card,
  EmptyState,
  errorMessage,
  formatDate,
  isApiError,
  PageTitle,
  Pager,
  Select,
  Skeleton,
  Tabs,
  TextField,
  useIsLoggedIn,
  type GameRankingResponse,
} from '@fc/shared';
import {
  CLUB_SEARCH_MAX_LENGTH,
  RANKING_PAGE_SIZE,
  SEASON_EPOCH_S,
  seasonAt,
  seasonLabel,
  utcDay,
  type RankingScope,
} from '@fc/shared/contracts/game';
import { GuestPrompt } from '../../../components/guest-prompt';
import { useRanking } from '../api/get-ranking';
import { MyPosition, RankingTable } from '../components/ranking-table';
import styles from '../components/ranking.module.css';
import { SEARCH_DEBOUNCE_MS } from '../constants';
import { rankingRequest } from '../lib/ranking-query';
import { tmtText } from '../lib/tmt';

type Patch = Partial<Record<'scope' | 'season' | 'day' | 'q' | 'page', string | null>>;

/** Changes the query string; any change but the page's goes back to page 1. */
function useQueryPatch() {
  const [params, setParams] = useSearchParams();
  const patch = (changes: Patch) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: 'q' in changes });
  };
  return { params, patch };
}

/** The club search: what is typed reaches the query string once typing pauses. */
function ClubSearch({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('game');
  const [text, setText] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Back and forward change the search in the URL under the field.
  const [shown, setShown] = useState(initial);
  if (initial !== shown) {
    setShown(initial);
    if (initial !== text.trim()) setText(initial);
  }
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (value.trim() !== initial) onSearch(value.trim());
    }, SEARCH_DEBOUNCE_MS);
  };
  return (
    <TextField
      type="search"
      label={t('ranking.search.label')}
      placeholder={t('ranking.search.placeholder')}
      maxLength={CLUB_SEARCH_MAX_LENGTH}
      value={text}
      onChange={onChange}
    />
  );
}

/** Why there is no list: the friendly refusals of a ranking not open yet, or the error with a retry. */
function RankingError({ error, scope, onToday, onCurrent, onRetry }: {
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
function StatusNote({ data }: { data: GameRankingResponse }) {
  const { t } = useTranslation('game');
  const pool = tmtText(data.pool);
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
function MySection({ data, failed, searching, onShowPage }: {
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

/** `/game/ranking` and `/game/ranking/topmanager`: today's or a season's ranking, my position, a club search. */
export default function RankingPage() {
  const { t } = useTranslation('game');
  const { params, patch } = useQueryPatch();
  const request = rankingRequest(params);
  const ranking = useRanking(request);
  const data = ranking.data;
  const nowS = Math.floor(Date.now() / 1000);
  const current = seasonAt(nowS);
  const seasonOptions = Array.from({ length: (current?.index ?? 0) + 1 }, (_, index) => ({
    value: String(index),
    label: seasonLabel(index),
  })).reverse();
  const pageSize = data?.pageSize || RANKING_PAGE_SIZE;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;

  let caption = '';
  if (data) {
    caption =
      data.scope === 'season'
        ? t('ranking.caption.season', { season: data.season.label })
        : data.day === null || data.day === utcDay(nowS)
          ? t('ranking.caption.today')
          : t('ranking.caption.day', { day: data.day });
  }

  return (
    <div className={styles.page}>
      <PageTitle subtitle={t('ranking.subtitle')}>{t('titles.ranking')}</PageTitle>
      <Tabs
        label={t('ranking.tabs.label')}
        value={request.scope}
        onChange={(scope) => patch({ scope: scope === 'daily' ? null : scope, day: null, season: null })}
        items={[
          { id: 'daily', label: t('ranking.tabs.daily') },
          { id: 'season', label: t('ranking.tabs.season') },
        ]}
      />
      <div className={styles.controls}>
        {request.scope === 'daily' ? (
          <TextField
            type="date"
            label={t('ranking.day.label')}
            min={utcDay(SEASON_EPOCH_S)}
            max={utcDay(nowS)}
            value={request.day ?? utcDay(nowS)}
            onChange={(event: ChangeEvent<HTMLInputElement>) =>
              patch({ day: event.target.value && event.target.value !== utcDay(nowS) ? event.target.value : null })
            }
          />
        ) : (
          <Select
            label={t('ranking.season.label')}
            options={seasonOptions}
            value={String(request.season ?? current?.index ?? 0)}
            onChange={(event) => patch({ season: event.target.value === String(current?.index) ? null : event.target.value })}
          />
        )}
        <ClubSearch initial={request.q ?? ''} onSearch={(q) => patch({ q })} />
      </div>
      <MySection
        data={data}
        failed={ranking.error !== null}
        searching={request.q !== undefined}
        onShowPage={(page) => patch({ q: null, page: page > 1 ? String(page) : null })} />
      {ranking.error ? (
        <RankingError
          error={ranking.error}
          scope={request.scope}
          onToday={() => patch({ scope: null, season: null, day: null })}
          onCurrent={() => patch({ season: null, day: null })}
          onRetry={() => void ranking.refetch()}
        />
      ) : !data ? (
        <Skeleton height={240} />
      ) : (
        <Card as="section" aria-label={caption}>
          <StatusNote data={data} />
          {data.list.length === 0 ? (
            <p>{request.q ? t('ranking.noMatch', { q: request.q }) : t('ranking.empty')}</p>
          ) : (
            <>
              <RankingTable rows={data.list} caption={caption} />
              <p className={styles.note}>{t('ranking.total', { total: data.total })}</p>
              {pages > 1 ? (
                <Pager page={data.page} pages={pages} label={t('ranking.pages')} onChange={(page) => patch({ page: page > 1 ? String(page) : null })} />
              ) : null}
            </>
          )}
        </Card>
      )}
    </div>
  );
}
