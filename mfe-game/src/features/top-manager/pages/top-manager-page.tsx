import { useTranslation } from 'react-i18next';
import { Button, errorMessage, PageFrame, Skeleton, useIsLoggedIn } from '@fc/shared';
import { EmptyState } from '@fc/shared/ui';
import { useGameHome } from '../../../lib/api/get-game-home';
import { useGroups } from '../../../lib/api/get-groups';
import { EnergyPanel } from '../components/energy-panel';
import { GuestHome } from '../components/guest-home';
import { ClubSection, DailyRewardSection, GameLinks, RecentSection, SeasonSection, StandingSection } from '../components/home-sections';
import { LineupsPanel } from '../components/lineups-panel';
import { QueuePanel } from '../components/queue-panel';
import styles from '../components/top-manager.module.css';

/** The signed-in manager's home: club, energy, season, standings, the daily reward, lineups, Play and recent matches. */
function ManagerHome() {
  const { t } = useTranslation('game');
  const home = useGameHome();
  const groups = useGroups();
  if (home.isPending) {
    return (
      <div className={styles.grid} aria-busy="true" aria-label={t('common:loading')}>
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} height={140} />
        ))}
      </div>
    );
  }
  if (home.error && !home.data) {
    return (
      <EmptyState
        title={t('home.loadFailed')}
        description={errorMessage(t, home.error)}
        action={<Button onClick={() => void home.refetch()}>{t('common:retry')}</Button>}
      />
    );
  }
  const data = home.data;
  const clock = { now: data.energy.now, answeredAt: home.dataUpdatedAt };
  const active = groups.data?.groups.find((group) => group.groupId === data.activeGroupId);
  // A countdown that ends (a point of energy back, the daily payout, the season's end) asks the server again.
  const refresh = () => void home.refetch();
  return (
    <>
      <div className={styles.grid}>
        <ClubSection home={data} />
        <QueuePanel home={data} active={active} clock={clock} />
        <EnergyPanel energy={data.energy} answeredAt={home.dataUpdatedAt} onTick={refresh} />
        <SeasonSection season={data.season} clock={clock} onEnd={refresh} />
        <StandingSection home={data} />
        <DailyRewardSection home={data} clock={clock} onEnd={refresh} />
      </div>
      {groups.data ? <LineupsPanel groups={groups.data.groups} max={groups.data.max} /> : <Skeleton height={120} />}
      <GameLinks />
      <RecentSection recent={data.recent} />
    </>
  );
}

export default function TopManagerPage() {
  const { t } = useTranslation('game');
  const loggedIn = useIsLoggedIn();
  return (
    <PageFrame title={t('titles.topManager')} subtitle={t('home.subtitle')}>
      {loggedIn ? <ManagerHome /> : <GuestHome />}
    </PageFrame>
  );
}
