import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ButtonLink, currentLanguage, formatDateTime, paths, type TrainingView } from '@fc/shared';
import { formatSecondsLeft, useSecondsLeft, type ServerClock } from '../hooks/use-seconds-left';
import styles from './training.module.css';

function Countdown({ finishesAt, clock }: { finishesAt: number; clock: ServerClock }) {
  const { t } = useTranslation('collection');
  const left = useSecondsLeft(finishesAt, clock);
  return (
    <p className={styles.countdown} data-testid="training-countdown" role="timer" aria-live="off">
      {left > 0 ? t('training.timeLeft', { time: formatSecondsLeft(left) }) : t('training.finishing')}
    </p>
  );
}

/** One training: its parents, its state, a live countdown while it runs, and the child's box once it is delivered. */
export function TrainingPanel({ training, clock }: { training: TrainingView; clock: ServerClock }) {
  const { t } = useTranslation('collection');
  const [a, b] = training.parents;
  const name = (parent: typeof a) => parent?.card.player?.name ?? parent?.card.tokenId ?? '';
  const finished = training.state === 'finished';
  return (
    <article className={styles.panel} data-testid="training" data-training-id={training.id} data-state={training.state}>
      <header className={styles.panelHead}>
        <h3 className={styles.panelTitle}>
          {a && b ? (
            <>
              <Link to={paths.mint(a.card.tokenId)}>{name(a)}</Link> × <Link to={paths.mint(b.card.tokenId)}>{name(b)}</Link>
            </>
          ) : null}
        </h3>
        <span className={styles.badge} data-state={training.state}>
          {t(`training.states.${training.state}`)}
        </span>
      </header>
      {finished ? (
        <>
          <p className={styles.meta}>{training.finishedAt ? t('training.finishedAt', { date: formatDateTime(training.finishedAt, currentLanguage()) }) : null}</p>
          {training.childRarity ? <p className={styles.ok}>{t('training.child', { rarity: t(`rarity.${training.childRarity}`) })}</p> : null}
          <div className={styles.panelActions}>
            {training.childBoxOpened ? (
              <span className={styles.meta}>{t('training.boxOpened')}</span>
            ) : (
              <ButtonLink to={paths.collection('fppack')} size="sm" data-testid="open-box">
                {t('training.openBox')}
              </ButtonLink>
            )}
          </div>
          {training.seed ? (
            <p className={styles.hash}>
              {t('training.seed')}: {training.seed}
            </p>
          ) : null}
        </>
      ) : (
        <>
          <Countdown finishesAt={training.finishesAt} clock={clock} />
          <p className={styles.hash}>
            {t('training.seedHash')}: {training.seedHash}
          </p>
        </>
      )}
    </article>
  );
}
