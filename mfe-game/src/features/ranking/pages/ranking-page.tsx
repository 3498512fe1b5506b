import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formatNumber, PageFrame, Skeleton } from '@fc/shared';
import { Card, Pager, Select, Tabs, TextField } from '@fc/shared/ui';
import { RANKING_PAGE_SIZE, SEASON_EPOCH_S, seasonAt, seasonLabel, utcDay } from '@fc/shared/contracts/game';
import { useRanking } from '../../../lib/api/get-ranking';
import { ClubSearch } from '../components/club-search';
import { MySection, RankingError, StatusNote } from '../components/ranking-sections';
import { RankingTable } from '../components/ranking-table';
import styles from '../components/ranking.module.css';
import { rankingRequest } from '../lib/ranking-query';

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
    // Typing a search replaces the entry rather than stacking one per pause.
    setParams(next, { replace: Object.keys(changes).join() === 'q' });
  };
  return { params, patch };
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
    <PageFrame title={t('titles.ranking')} subtitle={t('ranking.subtitle')}>
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
        onShowPage={(page) => patch({ q: null, page: page > 1 ? String(page) : null })}
      />
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
        <Card as="section" title={caption} aria-label={caption}>
          <StatusNote data={data} />
          {data.list.length === 0 ? (
            <p>{request.q ? t('ranking.noMatch', { q: request.q }) : t('ranking.empty')}</p>
          ) : (
            <>
              <RankingTable rows={data.list} caption={caption} />
              <p className={styles.total}>{t('ranking.total', { total: formatNumber(data.total) })}</p>
              <Pager page={data.page} pages={pages} label={t('ranking.pages')} onChange={(page) => patch({ page: page > 1 ? String(page) : null })} />
            </>
          )}
        </Card>
      )}
    </PageFrame>
  );
}
