import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  EmptyState,
  errorMessage,
  formatDateTime,
  isApiError,
  PageTitle,
  paths,
  Skeleton,
  type GameMatchResponse,
} from '@fc/shared';
import { useMatch } from '../api/get-match';
import { FairnessPanel } from '../components/fairness-panel';
import { MatchReport } from '../components/match-report';
import { MatchViewer } from '../components/match-viewer';
import { playersById } from '../lib/timeline';
import styles from '../components/match.module.css';

const MATCH_ID = /^[1-9][0-9]{0,18}$/;

function Match({ match }: { match: GameMatchResponse }) {
  const { t } = useTranslation('game');
  const players = useMemo(() => playersById(match.input), [match.input]);
  return (
    <>
      <p className={styles.muted} data-testid="match-meta">
        {[
          t(`match.modes.${match.mode}`),
          match.stage === null ? null : t('match.stage', { stage: match.stage }),
          formatDateTime(match.playedAt),
        ]
          .filter(Boolean)
          .join(' · ')}
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
    <div className={styles.page}>
      <PageTitle>
        {match.data
          ? t('match.title', { home: match.data.input.home.name, away: match.data.input.away.name })
          : t('titles.match')}
      </PageTitle>
      {body}
    </div>
  );
}
