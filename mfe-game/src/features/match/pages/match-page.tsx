import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  errorMessage,
  isApiError,
  PageFrame,
  paths,
  Skeleton,
  type Crumb,
  type GameMatchResponse,
  type PlayedGameMatch,
} from '@fc/shared';
import { isPlayedMatch } from '@fc/shared/contracts/game';
import { Card, DateTime, EmptyState } from '@fc/shared/ui';
import { useMatch } from '../api/get-match';
import { FairnessPanel } from '../components/fairness-panel';
import { MatchReport } from '../components/match-report';
import { MatchViewer } from '../components/match-viewer';
import { playersById } from '../lib/timeline';
import styles from '../components/match.module.css';

const MATCH_ID = /^[1-9][0-9]{0,18}$/;

/** Where a match was played from: the ladder, the challenges or the TopManager home. */
function backTo(match: GameMatchResponse, t: (key: string) => string): Crumb {
  if (match.mode === 'pve') return { label: t('titles.pve'), to: paths.pve() };
  if (match.mode === 'pvp') return { label: t('titles.pvp'), to: paths.pvp() };
  return { label: t('titles.topManager'), to: paths.gameHome() };
}

/** A match drawn but not played (yet): its clubs and the seed hash published before kick-off; or one voided unplayed. */
function NotPlayed({ match }: { match: GameMatchResponse }) {
  const { t } = useTranslation('game');
  const key = match.state === 'voided' ? 'voided' : 'scheduled';
  return (
    <Card as="section" title={t(`match.${key}.title`)} aria-label={t(`match.${key}.title`)}>
      <p className={styles.muted} data-testid="match-meta">
        {t(`match.modes.${match.mode}`)} · {match.input.home.name} – {match.input.away.name}
      </p>
      <p role="status" data-testid="match-state">
        {t(`match.${key}.body`)}
      </p>
      <dl className={styles.seeds}>
        <dt>{t('match.fairness.seedHash')}</dt>
        <dd>
          <code data-testid="seed-hash">{match.seedHash}</code>
        </dd>
      </dl>
    </Card>
  );
}

function Match({ match }: { match: PlayedGameMatch }) {
  const { t } = useTranslation('game');
  const players = useMemo(() => playersById(match.input), [match.input]);
  return (
    <>
      <p className={styles.muted} data-testid="match-meta">
        {[t(`match.modes.${match.mode}`), match.stage === null ? null : t('match.stage', { stage: match.stage })].filter(Boolean).join(' · ')}
        {' · '}
        <DateTime value={match.playedAt} />
      </p>
      <MatchViewer match={match} players={players} />
      <MatchReport match={match} players={players} />
      <FairnessPanel match={match} />
    </>
  );
}

export default function MatchPage() {
  const { t } = useTranslation('game');
  const { matchId = '' } = useParams();
  const valid = MATCH_ID.test(matchId);
  const match = useMatch(matchId, valid);
  const notFound = !valid || isApiError(match.error, 'NOT_FOUND', 'INVALID_PARAMS');

  let body;
  if (notFound) {
    body = (
      <EmptyState
        title={t('match.notFound')}
        description={valid ? errorMessage(t, match.error) : t('match.badId')}
        action={<ButtonLink to={paths.gameHome()}>{t('match.back')}</ButtonLink>}
      />
    );
  } else if (match.error) {
    body = (
      <EmptyState
        title={t('match.loadFailed')}
        description={errorMessage(t, match.error)}
        action={<Button onClick={() => void match.refetch()}>{t('common:retry')}</Button>}
      />
    );
  } else if (!match.data) {
    body = <Skeleton height={480} aria-label={t('common:loading')} />;
  } else {
    body = isPlayedMatch(match.data) ? <Match match={match.data} /> : <NotPlayed match={match.data} />;
  }

  return (
    <PageFrame
      title={match.data ? t('match.title', { home: match.data.input.home.name, away: match.data.input.away.name }) : t('titles.match')}
      breadcrumb={match.data ? [backTo(match.data, t)] : undefined}
      busy={match.isPending && valid}
    >
      {body}
    </PageFrame>
  );
}
