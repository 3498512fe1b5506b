import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  Countdown,
  errorMessage,
  formatNumber,
  Money,
  PageFrame,
  paths,
  Skeleton,
  useFormatMoney,
  useIsLoggedIn,
  useSecondsLeft,
  type GameRewardKind,
  type GameRewardsRequest,
  type GameRewardsResponse,
} from '@fc/shared';
import { Card, DefinitionList, EmptyState, Pager, Tabs, type Definition } from '@fc/shared/ui';
import {
  DAILY_BONUS_TMT,
  PVP_REWARD,
  PVP_REWARD_VESTING_S,
  PVP_REWARDED_PER_DAY,
  REWARDS_PAGE_SIZE,
  RANKING_REWARD_VESTING_S,
  RANKING_SIZE,
  SEASON_DAYS,
  SEASON_REWARD_TMT,
} from '@fc/shared/contracts/game';
import { GuestPrompt } from '../../../components/guest-prompt';
import { useRewards } from '../api/get-rewards';
import { RewardList } from './reward-list';
import styles from './rewards.module.css';

const DAY_S = 86_400;

/** How a kind of reward is paid, from the game's constants. */
function HowItPays({ kind }: { kind: GameRewardKind }) {
  const { t } = useTranslation('game');
  const money = useFormatMoney();
  const size = formatNumber(RANKING_SIZE);
  if (kind === 'pvp') {
    return (
      <p className={styles.muted}>
        {t('rewards.how.pvp', {
          win: money('TMT', PVP_REWARD.win),
          draw: money('TMT', PVP_REWARD.draw),
          limit: PVP_REWARDED_PER_DAY,
          days: PVP_REWARD_VESTING_S / DAY_S,
        })}
      </p>
    );
  }
  return (
    <p className={styles.muted}>
      {kind === 'daily'
        ? t('rewards.how.daily', { pool: money('TMT', DAILY_BONUS_TMT), size, days: RANKING_REWARD_VESTING_S / DAY_S })
        : t('rewards.how.season', { pool: money('TMT', SEASON_REWARD_TMT), size, days: RANKING_REWARD_VESTING_S / DAY_S, seasonDays: SEASON_DAYS })}
    </p>
  );
}

/** What the manager has been granted, released, claimed and may claim now, and the way to the claim center. */
function Totals({ data }: { data: GameRewardsResponse }) {
  const { t } = useTranslation('game');
  const figures = (['amount', 'released', 'claimed', 'claimable'] as const).map((key) => ({
    id: key,
    term: t(`rewards.totals.${key}`),
    value: <Money currency="TMT" amount={data.totals[key]} />,
    valueTestId: `total-${key}`,
  }));
  return (
    <Card as="section" title={t('rewards.totals.title')} aria-label={t('rewards.totals.title')}>
      <DefinitionList items={figures} className={styles.figures} />
      <ButtonLink to={paths.claimCenter()}>{t('rewards.claim')}</ButtonLink>
    </Card>
  );
}

/** The next payout counting down on the server's clock, the estimate, and PVP's rewarded matches today. */
function NextPayout({ data, answeredAt, onDue }: { data: GameRewardsResponse; answeredAt: number; onDue: () => void }) {
  const { t } = useTranslation('game');
  const money = useFormatMoney();
  const left = useSecondsLeft(data.nextAt, { now: data.now, answeredAt });
  const due = data.nextAt !== null && left === 0;
  useEffect(() => {
    if (due) onDue();
    // Asked once as the payout falls due, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [due]);
  const title = t(`rewards.next.${data.kind}.title`);
  const figures: Definition[] = [];
  if (data.kind === 'pvp' && data.rewardedToday !== null && data.rewardedPerDay !== null) {
    figures.push({
      id: 'today',
      term: t('rewards.next.pvp.today'),
      value: t('rewards.next.pvp.todayValue', { count: data.rewardedToday, limit: data.rewardedPerDay }),
      valueTestId: 'pvp-today',
    });
  }
  if (data.nextAt !== null) {
    figures.push({
      id: 'next',
      term: t(`rewards.next.${data.kind}.in`),
      value: due ? t('rewards.next.paying') : <Countdown seconds={left} />,
      valueTestId: 'next-countdown',
    });
  }
  return (
    <Card as="section" title={title} aria-label={title}>
      <DefinitionList items={figures} className={styles.figures} />
      <p className={styles.muted}>{t(`rewards.next.${data.kind}.when`)}</p>
      {data.kind === 'pvp' ? null : (
        <p data-testid="estimate" className={styles.estimate}>
          {data.estimate !== null && data.estimate !== '0'
            ? t(`rewards.next.${data.kind}.estimate`, { amount: money('TMT', data.estimate) })
            : t(`rewards.next.${data.kind}.noEstimate`)}
        </p>
      )}
    </Card>
  );
}

function ManagerRewards({ request }: { request: GameRewardsRequest }) {
  const { t } = useTranslation('game');
  const [params, setParams] = useSearchParams();
  const rewards = useRewards(request);
  if (rewards.error && !rewards.data) {
    return (
      <EmptyState
        title={t('rewards.loadFailed')}
        description={errorMessage(t, rewards.error)}
        action={<Button onClick={() => void rewards.refetch()}>{t('common:retry')}</Button>}
      />
    );
  }
  if (!rewards.data) return <Skeleton height={240} />;
  const data = rewards.data;
  const pages = Math.max(1, Math.ceil(data.total / REWARDS_PAGE_SIZE));
  const toPage = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    setParams(next);
  };
  const listTitle = t(`rewards.list.${data.kind}`);
  return (
    <>
      <div className={styles.grid}>
        <Totals data={data} />
        <NextPayout key={data.kind} data={data} answeredAt={rewards.dataUpdatedAt} onDue={() => void rewards.refetch()} />
      </div>
      <Card as="section" title={listTitle} aria-label={listTitle}>
        <HowItPays kind={data.kind} />
        {data.list.length === 0 ? (
          <p className={styles.empty}>{t(`rewards.empty.${data.kind}`)}</p>
        ) : (
          <>
            <RewardList rows={data.list} />
            <Pager page={data.page} pages={pages} label={t('rewards.pages')} onChange={toPage} />
          </>
        )}
      </Card>
    </>
  );
}

function kindFrom(params: URLSearchParams): GameRewardKind {
  const kind = params.get('kind');
  return kind === 'season' || kind === 'pvp' ? kind : 'daily';
}

/**
 * `/game/rewards`, `/game/rewards/topmanager` (daily and season, `?kind=season`) and `/game/rewards/pvp`
 * (`routeKind` pvp): the manager's grants vesting, the totals and the way to claim; a guest sees how they pay.
 */
export function RewardsView({ routeKind }: { routeKind?: GameRewardKind }) {
  const { t } = useTranslation('game');
  const loggedIn = useIsLoggedIn();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const kind = routeKind ?? kindFrom(params);
  const pageParam = Number(params.get('page'));
  const request: GameRewardsRequest = { kind };
  if (Number.isInteger(pageParam) && pageParam > 1) request.page = pageParam;
  const base = routeKind === 'pvp' ? paths.topManagerRewards() : pathname;
  return (
    <PageFrame title={t('titles.rewards')} subtitle={t('rewards.subtitle')}>
      <Tabs
        label={t('rewards.tabs.label')}
        value={kind}
        items={[
          { id: 'daily', label: t('rewards.tabs.daily'), href: base },
          { id: 'season', label: t('rewards.tabs.season'), href: `${base}?kind=season` },
          { id: 'pvp', label: t('rewards.tabs.pvp'), href: paths.pvpRewards() },
        ]}
      />
      {loggedIn ? (
        <ManagerRewards request={request} />
      ) : (
        <>
          <Card as="section" title={t(`rewards.list.${kind}`)} aria-label={t(`rewards.list.${kind}`)}>
            <HowItPays kind={kind} />
          </Card>
          <GuestPrompt title={t('rewards.guestTitle')} />
        </>
      )}
    </PageFrame>
  );
}
