import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  ButtonLink,
  CardArt,
  formatDuration,
  paths,
  ProgressBar,
  useSecondsLeft,
  type ServerClock,
  type TrainingView,
} from '@fc/shared';
import { Badge, DateTime } from '@fc/shared/ui';
import { holdingArtUrl } from '@fc/shared/contracts/resources';
import { useArtText } from '../../../components/card-tile';
import styles from './training.module.css';

/** The time left on the server's clock in the one countdown format, and the part of the training done as a bar. */
function TimeLeft({ training, clock }: { training: TrainingView; clock: ServerClock }) {
  const { t } = useTranslation('collection');
  const left = useSecondsLeft(training.finishesAt, clock);
  const length = Math.max(1, training.finishesAt - training.startedAt);
  return (
    <div className={styles.timeLeft}>
      <p className={styles.countdown} data-testid="training-countdown" role="timer" aria-live="off">
        {left > 0 ? t('training.timeLeft', { time: formatDuration(left) }) : t('training.finishing')}
      </p>
      <ProgressBar value={length - left} max={length} label={t('training.progress')} />
    </div>
  );
}

/** One training: its parents' art, its state, a live countdown while it runs, and the child's box once it is delivered. */
export function TrainingPanel({ training, clock }: { training: TrainingView; clock: ServerClock }) {
  const { t } = useTranslation('collection');
  const artText = useArtText();
  const [a, b] = training.parents;
  const name = (parent: typeof a) => parent?.card.player?.name ?? parent?.card.tokenId ?? '';
  const finished = training.state === 'finished';
  return (
    <article className={styles.panel} data-testid="training" data-training-id={training.id} data-state={training.state}>
      <div className={styles.pair} aria-hidden="true">
        {training.parents.map((parent) => (
          <CardArt key={parent.card.tokenId} src={holdingArtUrl(parent.card)} alt={artText(parent.card)} rarity={parent.card.rarity} className={styles.pairArt} />
        ))}
      </div>
      <div className={styles.panelBody}>
        <header className={styles.panelHead}>
          <h3 className={styles.panelTitle}>
            {a && b ? (
              <>
                <Link to={paths.mint(a.card.tokenId)}>{name(a)}</Link> × <Link to={paths.mint(b.card.tokenId)}>{name(b)}</Link>
              </>
            ) : null}
          </h3>
          <Badge tone={finished ? 'success' : 'info'} data-state={training.state}>
            {t(`training.states.${training.state}`)}
          </Badge>
        </header>
        {finished ? (
          <>
            {training.finishedAt ? (
              <p className={styles.meta}>
                {t('training.delivered')} <DateTime value={training.finishedAt} />
              </p>
            ) : null}
            {training.childRarity ? (
              <p className={styles.child} data-testid="training-child">
                <Badge rarity={training.childRarity}>{t(`rarity.${training.childRarity}`)}</Badge> {t('training.childBox')}
              </p>
            ) : null}
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
            {training.seed && training.fair ? (
              <p className={styles.meta}>
                <Link to={paths.fair({ ...training.fair, digest: training.seed })} data-testid="training-verify">
                  {t('training.verify')}
                </Link>
              </p>
            ) : null}
          </>
        ) : (
          <>
            <TimeLeft training={training} clock={clock} />
            <p className={styles.hash}>
              {t('training.seedHash')}: {training.seedHash}
            </p>
          </>
        )}
      </div>
    </article>
  );
}
