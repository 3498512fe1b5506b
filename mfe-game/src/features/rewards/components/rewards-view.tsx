import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  Card,
  currentLanguage,
  EmptyState,
  errorMessage,
  PageTitle,
  Pager,
  paths,
  Skeleton,
  Tabs,
  useIsLoggedIn,
  type GameRewardKind,
  type GameRewardsRequest,
  type GameRewardsResponse,
} from '@fc/shared';
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
import { formatDuration, useServerNow } from '../../../lib/server-clock';
import { tmtText } from '../../../lib/tmt';
import { RewardList } from './reward-list';
import styles from './rewards.module.css';

const DAY_S = 86_400;

/** How a kind of reward is paid, from the game's constants. */
function HowItPays({ kind }: { kind: GameRewardKind }) {
  const { t } = useTranslation('game');
  const size = RANKING_SIZE.toLocaleString(currentLanguage());
  if (kind === 'pvp') {
    return (
      <p className={styles.muted}>
        {t('rewards.how.pvp', {
          win: tmtText(PVP_REWARD.win),
          draw: tmtText(PVP_REWARD.draw),
          limit: PVP_REWARDED_PER_DAY,
          days: PVP_REWARD_VESTING_S / DAY_S,
        })}
      </p>
    );
  }
  return (
    <p className={styles.muted}>
      {kind === 'daily'
        ? t('rewards.how.daily', { pool: tmtText(DAILY_BONUS_TMT), size, days: RANKING_REWARD_VESTING_S / DAY_S })
        : t('rewards.how.season', { pool: tmtText(SEASON_REWARD_TMT), size, days: RANKING_REWARD_VESTING_S / DAY_S, seasonDays: SEASON_DAYS })}
    </p>
  );
}

/** What the manager has been granted, released, claimed and may claim now, and the way to the claim center. */
function Totals({ data }: { data: GameRewardsResponse }) {
  const { t } = useTranslation('game');
  return (
    <Card as="section" title={t('rewards.totals.title')} aria-label={t('rewards.totals.title')}>
      <dl className={styles.totals}>
        <dt>{t('rewards.totals.amount')}</dt>
        <dd data-testid="total-amount">{tmtText(data.totals.amount)}</dd>
        <dt>{t('rewards.totals.released')}</dt>
        <dd data-testid="total-released">{tmtText(data.totals.released)}</dd>
        <dt>{t('rewards.totals.claimed')}</dt>
        <dd data-testid="total-claimed">{tmtText(data.totals.claimed)}</dd>
        <dt>{t('rewards.totals.claimable')}</dt>
        <dd data-testid="total-claimable">{tmtText(data.totals.claimable)}</dd>
      </dl>
      <ButtonLink to={paths.claimCenter()}>{t('rewards.claim')}</ButtonLink>
    </Card>
  );
}

/** The next payout counting down on the server's clock, the estimate, and PVP's rewarded matches today. */
function NextPayout({ data, answeredAt, onDue }: { data: GameRewardsResponse; answeredAt: number; onDue: () => void }) {
  const { t } = useTranslation('game');
  const now = useServerNow({ now: data.now, answeredAt }, data.nextAt !== null);
  const due = data.nextAt !== null && now >= data.nextAt;
  useEffect(() => {
    if (due) onDue();
    // Asked once as the payout falls due, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [due]);
  const title = t(`rewards.next.${data.kind}.title`);
  const time = data.nextAt === null ? null : formatDuration(data.nextAt - now);
  return (
    <Card as="section" title={title} aria-label={title}>
      {data.kind === 'pvp' && data.rewardedToday !== null && data.rewardedPerDay !== null ? (
        <p className={styles.big} data-testid="pvp-today">
          {t('rewards.next.pvp.today', { count: data.rewardedToday, limit: data.rewardedPerDay })}
        </p>
      ) : null}
      {time === null ? null : (
        <p className={data.kind === 'pvp' ? undefined : styles.big} data-testid="next-countdown">
          {due ? t('rewards.next.paying') : t(`rewards.next.${data.kind}.in`, { time })}
        </p>
      )}
      {data.kind === 'pvp' ? null : (
        <p data-testid="estimate">
          {data.estimate !== null && data.estimate !== '0'
            ? t(`rewards.next.${data.kind}.estimate`, { amount: tmtText(data.estimate) })
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
          <p>{t(`rewards.empty.${data.kind}`)}</p>
        ) : (
          <>
            <RewardList rows={data.list} />
            {pages > 1 ? <Pager page={data.page} pages={pages} label={t('rewards.pages')} onChange={toPage} /> : null}
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
    <div className={styles.page}>
      <PageTitle subtitle={t('rewards.subtitle')}>{t('titles.rewards')}</PageTitle>
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
    </div>
  );
}
