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
} from '@fc/shared';
import { DateTime, EmptyState } from '@fc/shared/ui';
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

function Match({ match }: { match: GameMatchResponse }) {
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
    body = <Match match={match.data} />;
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
