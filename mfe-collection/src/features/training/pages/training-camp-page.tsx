import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button, ButtonLink, errorMessage, PageFrame, paths, Skeleton, useIsLoggedIn } from '@fc/shared';
import { EmptyState } from '@fc/shared/ui';
import { useTrainingCards } from '../api/get-training-cards';
import { useTrainings } from '../api/get-trainings';
import { ParentCard } from '../components/parent-card';
import { TrainingPanel } from '../components/training-panel';
import styles from './training-pages.module.css';
import { useLiveCards } from '../../../lib/api/use-live-cards';

const TRAININGS_SHOWN = 20;
const READY_SHOWN = 12;

function Loading({ height }: { height: number }) {
  const { t } = useTranslation('collection');
  return (
    <div className={styles.cards} aria-busy="true" aria-label={t('common:loading')}>
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} height={height} />
      ))}
    </div>
  );
}

/** The user's trainings, running ones with their countdown, finished ones with the way to their box. */
function Trainings() {
  const { t } = useTranslation('collection');
  const trainings = useTrainings({ pageSize: TRAININGS_SHOWN });
  if (trainings.isPending) return <Loading height={140} />;
  if (trainings.error && !trainings.data) {
    return (
      <EmptyState
        title={t('training.loadFailed')}
        description={errorMessage(t, trainings.error)}
        action={<Button onClick={() => void trainings.refetch()}>{t('common:retry')}</Button>}
      />
    );
  }
  const list = trainings.data?.list ?? [];
  if (!trainings.data || list.length === 0) {
    return <EmptyState data-testid="trainings-empty" title={t('training.camp.empty')} description={t('training.camp.emptyBody')} />;
  }
  const clock = { now: trainings.data.now, answeredAt: trainings.dataUpdatedAt };
  return (
    <div className={styles.trainings} data-testid="trainings">
      {list.map((training) => (
        <TrainingPanel key={training.id} training={training} clock={clock} />
      ))}
    </div>
  );
}

/** The cards that can be a first parent now, each leading to its training page. */
function ReadyCards() {
  const { t } = useTranslation('collection');
  const cards = useTrainingCards({ pageSize: READY_SHOWN });
  if (cards.isPending) return <Loading height={104} />;
  if (cards.error && !cards.data) {
    return (
      <EmptyState
        title={t('training.loadFailed')}
        description={errorMessage(t, cards.error)}
        action={<Button onClick={() => void cards.refetch()}>{t('common:retry')}</Button>}
      />
    );
  }
  const ready = (cards.data?.list ?? []).filter((entry) => entry.refusal === null);
  if (ready.length === 0) {
    return (
      <EmptyState
        title={t('training.camp.noneReady')}
        description={t('training.camp.noneReadyBody')}
        action={<ButtonLink to={paths.collection('fpcards')}>{t('training.toFpCards')}</ButtonLink>}
      />
    );
  }
  return (
    <div className={styles.cards} data-testid="ready-cards">
      {ready.map((entry) => (
        <ParentCard
          key={entry.card.tokenId}
          entry={entry}
          action={
            <ButtonLink to={paths.mint(entry.card.tokenId)} size="sm" data-testid="train-card">
              {t('training.camp.train')}
            </ButtonLink>
          }
        />
      ))}
    </div>
  );
}

/** /game/train — the training camp: open to guests (it explains training and asks them to log in), a player's trainings and a way to start one. */
export default function TrainingCampPage() {
  const { t } = useTranslation('collection');
  const loggedIn = useIsLoggedIn();
  useLiveCards();
  const { pathname } = useLocation();
  return (
    <PageFrame title={t('titles.train')} subtitle={t('training.camp.subtitle')} data-testid="training-camp-page">
      {loggedIn ? (
        <>
          <section className={styles.section} aria-labelledby="camp-trainings">
            <h2 id="camp-trainings" className={styles.heading}>
              {t('training.camp.yours')}
            </h2>
            <Trainings />
          </section>
          <section className={styles.section} aria-labelledby="camp-start">
            <h2 id="camp-start" className={styles.heading}>
              {t('training.camp.start')}
            </h2>
            <p className={styles.hint}>{t('training.camp.startHint')}</p>
            <ReadyCards />
          </section>
        </>
      ) : (
        <EmptyState
          title={t('training.camp.guestTitle')}
          description={t('training.camp.guestBody')}
          action={
            <div className={styles.actions}>
              <ButtonLink to={paths.login(pathname)}>{t('training.camp.logIn')}</ButtonLink>
              <ButtonLink to={paths.signup()} variant="secondary">
                {t('training.camp.signUp')}
              </ButtonLink>
            </div>
          }
        />
      )}
    </PageFrame>
  );
}
