import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button, errorMessage, PageFrame, paths, Skeleton, useIsLoggedIn, type PveStageView } from '@fc/shared';
import { Alert, Badge, Card, EmptyState } from '@fc/shared/ui';
import { MATCH_ENERGY_COST, PVE_LADDER } from '@fc/shared/contracts/game';
import { GuestPrompt } from '../../../components/guest-prompt';
import { useManagerTeam, usePlayPve, usePveLadder } from '../api/pve';
import styles from '../components/pve.module.css';

function StageRow({ stage, signedIn, onPlay, playing }: { stage: PveStageView; signedIn: boolean; onPlay: () => void; playing: boolean }) {
  const { t } = useTranslation('game');
  const label = t('pve.stage', { stage: stage.stage });
  return (
    <li>
      <Card
        as="article"
        aria-label={`${label}: ${stage.club}`}
        className={[styles.stage, stage.unlocked ? '' : styles.locked].join(' ')}
        data-testid="pve-stage"
        data-stage={stage.stage}
        data-state={stage.cleared ? 'cleared' : stage.unlocked ? 'unlocked' : 'locked'}
      >
        <span className={styles.number} aria-hidden="true">
          {stage.stage}
        </span>
        <div className={styles.body}>
          <h3 className={styles.club}>
            <span className={styles.srOnly}>{label}: </span>
            {stage.club}
          </h3>
          <ul className={styles.facts}>
            <li>{t('pve.rating', { rating: stage.rating })}</li>
            <li>{t('pve.firstWin', { item: t(`pve.items.${stage.firstWinItem}`) })}</li>
            <li>
              {stage.cleared ? (
                <Badge tone="success">{t('pve.cleared')}</Badge>
              ) : stage.unlocked ? (
                <Badge tone="accent">{t('pve.open')}</Badge>
              ) : (
                <span className={styles.muted}>{t('pve.locked', { previous: stage.stage - 1 })}</span>
              )}
            </li>
          </ul>
          {stage.lastMatchId ? <Link to={paths.gameMatch(stage.lastMatchId)}>{t('pve.lastMatch')}</Link> : null}
        </div>
        {signedIn ? (
          <Button
            className={styles.play}
            onClick={onPlay}
            disabled={!stage.unlocked}
            loading={playing}
            variant={stage.cleared ? 'secondary' : 'primary'}
            aria-label={`${t('pve.play')} — ${label}`}
          >
            {stage.cleared ? t('pve.playAgain') : t('pve.play')}
          </Button>
        ) : null}
      </Card>
    </li>
  );
}

/**
 * PVE: a ladder of NPC clubs of rising rating. Each win unlocks the next stage; the first win at a stage gives an item,
 * every match gives the starters XP; nothing counts for the ranking.
 */
export default function PvePage() {
  const { t } = useTranslation('game');
  const signedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const ladder = usePveLadder(signedIn);
  const team = useManagerTeam(signedIn);
  const play = usePlayPve();
  const playingStage = play.isPending ? play.variables?.stage : undefined;

  const start = (stage: number) =>
    play.mutate({ stage }, { onSuccess: ({ matchId }) => void navigate(paths.gameMatch(matchId)) });

  return (
    <PageFrame title={t('titles.pve')} subtitle={t('pve.subtitle', { stages: PVE_LADDER.length })}>
      <Card as="section" aria-label={t('pve.rulesTitle')} title={t('pve.rulesTitle')}>
        <ul className={styles.rules}>
          <li>{t('pve.rules.unlock')}</li>
          <li>{t('pve.rules.rewards')}</li>
          <li>{t('pve.rules.cost', { energy: MATCH_ENERGY_COST })}</li>
          <li>{t('pve.rules.noRanking')}</li>
        </ul>
        {signedIn && team.data ? (
          <p data-testid="pve-team" className={styles.team}>
            {team.data.teamRating === null ? (
              <>
                {t('pve.noLineup')} <Link to={paths.editGroup('new')}>{t('pve.makeLineup')}</Link>
              </>
            ) : (
              t('pve.yourTeam', { rating: team.data.teamRating, energy: team.data.energy })
            )}
          </p>
        ) : null}
      </Card>
      {signedIn ? null : <GuestPrompt title={t('pve.guestTitle')} />}
      {play.error ? <Alert tone="error">{errorMessage(t, play.error)}</Alert> : null}
      {ladder.isPending ? (
        <Skeleton height={320} />
      ) : ladder.error && !ladder.data ? (
        <EmptyState
          title={t('pve.loadFailed')}
          description={errorMessage(t, ladder.error)}
          action={<Button onClick={() => void ladder.refetch()}>{t('common:retry')}</Button>}
        />
      ) : (
        <section aria-labelledby="pve-ladder" className={styles.section}>
          <h2 id="pve-ladder" className={styles.heading}>
            {t('pve.ladder')}
          </h2>
          <ol className={styles.ladder}>
            {ladder.data.stages.map((stage) => (
              <StageRow
                key={stage.stage}
                stage={stage}
                signedIn={signedIn}
                playing={playingStage === stage.stage}
                onPlay={() => start(stage.stage)}
              />
            ))}
          </ol>
        </section>
      )}
    </PageFrame>
  );
}
