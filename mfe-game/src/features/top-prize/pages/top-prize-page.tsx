import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, Card, currentLanguage, EmptyState, errorMessage, formatAmount, PageTitle, Pager, paths, Skeleton, useIsLoggedIn, type TopPrizeEventResponse } from '@fc/shared';
import {
  TOP_PRIZE_BASE_POWER,
  TOP_PRIZE_BONUS_PERCENT,
  TOP_PRIZE_DUPLICATE_CAP_PERCENT,
  TOP_PRIZE_DUPLICATE_STEP_PERCENT,
  TOP_PRIZE_MAX_CARDS,
  TOP_PRIZE_PAGE_SIZE,
  TOP_PRIZE_PAYOUT_INTERVAL_S,
  TOP_PRIZE_PAYOUT_TMT,
  TOP_PRIZE_SET_SIZE,
  TOP_PRIZE_TOTAL_TMT,
  TOP_PRIZE_VESTING_DAYS,
} from '@fc/shared/contracts/top-prize';
import { useQueryClient } from '@fc/shared/query';
import { GuestPrompt } from '../../../components/guest-prompt';
import { formatDuration, useServerNow, type ServerClock } from '../../../lib/server-clock';
import { tmtText } from '../../../lib/tmt';
import { useTopPrizeEvent } from '../api/get-event';
import { useMyTopPrizePayouts } from '../api/get-my-payouts';
import { useTopPrizeRanking } from '../api/get-ranking';
import { topPrizeKeys } from '../api/query-keys';
import { powerText } from '../lib/power';
import styles from '../components/top-prize.module.css';

/** Permille of the pool paid, for the progress bar. */
function paidPermille(event: TopPrizeEventResponse): number {
  const total = BigInt(event.poolTotal);
  return total === 0n ? 0 : Number((BigInt(event.paid) * 1000n) / total);
}

/** The live countdown to the next payout on the server's clock; at zero it asks for the event again. */
function Countdown({ at, clock }: { at: number; clock: ServerClock }) {
  const { t } = useTranslation('game');
  const now = useServerNow(clock);
  const queryClient = useQueryClient();
  const left = at - now;
  useEffect(() => {
    if (left <= 0) void queryClient.invalidateQueries({ queryKey: topPrizeKeys.all });
  }, [left <= 0, queryClient]); // eslint-disable-line react-hooks/exhaustive-deps -- only the crossing of zero matters
  return (
    <span role="timer" aria-live="off" data-testid="top-prize-countdown">
      {left > 0 ? formatDuration(left) : t('topPrize.payingNow')}
    </span>
  );
}

function PoolCard({ event, clock }: { event: TopPrizeEventResponse; clock: ServerClock }) {
  const { t } = useTranslation('game');
  const permille = paidPermille(event);
  return (
    <Card as="section" title={t('topPrize.pool.title')} aria-label={t('topPrize.pool.title')}>
      <dl className={styles.figures}>
        <div>
          <dt>{t('topPrize.pool.left')}</dt>
          <dd data-testid="top-prize-pool-left">{tmtText(event.poolLeft)}</dd>
        </div>
        <div>
          <dt>{t('topPrize.pool.nextPayout')}</dt>
          <dd>{event.nextPayoutAt === null ? t('topPrize.pool.over') : <Countdown at={event.nextPayoutAt} clock={clock} />}</dd>
        </div>
        <div>
          <dt>{t('topPrize.pool.nextAmount')}</dt>
          <dd>{tmtText(event.nextPayout)}</dd>
        </div>
        <div>
          <dt>{t('topPrize.pool.participants')}</dt>
          <dd>{event.participants}</dd>
        </div>
        <div>
          <dt>{t('topPrize.pool.totalPower')}</dt>
          <dd>{powerText(event.totalPower, currentLanguage())}</dd>
        </div>
      </dl>
      <progress className={styles.progress} max={1000} value={permille} aria-label={t('topPrize.pool.progress', { percent: (permille / 10).toFixed(1) })} />
      <p className={styles.muted}>{t('topPrize.pool.paid', { paid: tmtText(event.paid), total: tmtText(event.poolTotal) })}</p>
    </Card>
  );
}

function MyCard({ me }: { me: NonNullable<TopPrizeEventResponse['me']> }) {
  const { t } = useTranslation('game');
  const language = currentLanguage();
  return (
    <Card as="section" title={t('topPrize.me.title')} aria-label={t('topPrize.me.title')}>
      <dl className={styles.figures}>
        <div>
          <dt>{t('topPrize.me.power')}</dt>
          <dd data-testid="top-prize-my-power">{powerText(me.power, language)}</dd>
        </div>
        <div>
          <dt>{t('topPrize.me.share')}</dt>
          <dd data-testid="top-prize-my-share">{tmtText(me.projectedShare)}</dd>
        </div>
        <div>
          <dt>{t('topPrize.me.rank')}</dt>
          <dd>{me.rank === null ? t('topPrize.me.unranked') : me.rank}</dd>
        </div>
        <div>
          <dt>{t('topPrize.me.bonuses')}</dt>
          <dd>{me.bonuses.length === 0 ? t('topPrize.preview.noBonus') : me.bonuses.map((bonus) => t(`topPrize.bonus.${bonus}`)).join(', ')}</dd>
        </div>
      </dl>
      <div className={styles.links}>
        <ButtonLink to={paths.topPrizeDispatch()}>{t('topPrize.links.dispatch')}</ButtonLink>
        <ButtonLink to={paths.topPrizeRecall()} variant="secondary">
          {t('topPrize.links.recall')}
        </ButtonLink>
        <ButtonLink to={paths.claimCenter()} variant="secondary">
          {t('topPrize.links.claimCenter')}
        </ButtonLink>
      </div>
      <h3>{t('topPrize.me.cards', { n: me.cards.length, max: TOP_PRIZE_MAX_CARDS })}</h3>
      {me.cards.length === 0 ? (
        <p className={styles.muted}>{t('topPrize.me.noCards')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t('topPrize.me.cardsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('topPrize.columns.player')}</th>
                <th scope="col">{t('topPrize.columns.rarity')}</th>
                <th scope="col">{t('topPrize.columns.club')}</th>
                <th scope="col">{t('topPrize.columns.power')}</th>
              </tr>
            </thead>
            <tbody>
              {me.cards.map((card) => (
                <tr key={card.tokenId} data-testid="top-prize-my-card">
                  <td>
                    {card.playerName} {card.trial ? <span className={styles.muted}>{t('topPrize.trial')}</span> : null}
                  </td>
                  <td>{t(`topPrize.rarity.${card.rarity}`)}</td>
                  <td>{card.clubName}</td>
                  <td className={styles.number}>
                    {powerText(card.power, language)}
                    {card.penaltyPercent > 0 ? ` (−${card.penaltyPercent} %)` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function RankingCard() {
  const { t } = useTranslation('game');
  const [page, setPage] = useState(1);
  const ranking = useTopPrizeRanking(page);
  const language = currentLanguage();
  let body;
  if (ranking.isPending) body = <Skeleton height={160} />;
  else if (ranking.isError)
    body = (
      <EmptyState title={t('topPrize.ranking.error')} description={errorMessage(t, ranking.error)} action={<Button onClick={() => void ranking.refetch()}>{t('topPrize.retry')}</Button>} />
    );
  else if (ranking.data.list.length === 0) body = <p className={styles.muted}>{t('topPrize.ranking.empty')}</p>;
  else
    body = (
      <>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t('topPrize.ranking.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('topPrize.columns.rank')}</th>
                <th scope="col">{t('topPrize.columns.club')}</th>
                <th scope="col">{t('topPrize.columns.cards')}</th>
                <th scope="col">{t('topPrize.columns.power')}</th>
                <th scope="col">{t('topPrize.columns.share')}</th>
              </tr>
            </thead>
            <tbody>
              {ranking.data.list.map((row) => (
                <tr key={row.rank} className={row.me ? styles.mine : undefined} data-testid="top-prize-ranking-row">
                  <td className={styles.number}>{row.rank}</td>
                  <td>{row.club}</td>
                  <td className={styles.number}>{row.cards}</td>
                  <td className={styles.number}>{powerText(row.power, language)}</td>
                  <td className={styles.number}>{tmtText(row.share)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager page={page} pages={Math.max(1, Math.ceil(ranking.data.total / TOP_PRIZE_PAGE_SIZE))} onChange={setPage} label={t('topPrize.ranking.pager')} />
      </>
    );
  return (
    <Card as="section" title={t('topPrize.ranking.title')} aria-label={t('topPrize.ranking.title')}>
      {body}
    </Card>
  );
}

function RecentPayouts({ event }: { event: TopPrizeEventResponse }) {
  const { t } = useTranslation('game');
  const language = currentLanguage();
  return (
    <Card as="section" title={t('topPrize.recent.title')} aria-label={t('topPrize.recent.title')}>
      {event.recent.length === 0 ? (
        <p className={styles.muted}>{t('topPrize.recent.empty')}</p>
      ) : (
        <ul className={styles.rules}>
          {event.recent.map((row) => (
            <li key={row.at} data-testid="top-prize-recent">
              {t('topPrize.recent.row', {
                at: new Date(row.at * 1000).toLocaleString(language, { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }),
                amount: tmtText(row.amount),
                participants: row.participants,
                power: powerText(row.totalPower, language),
              })}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The caller's payouts by half hour: the amount and its trial part (held until the trial unlock). */
function MyPayouts() {
  const { t } = useTranslation('game');
  const [page, setPage] = useState(1);
  const payouts = useMyTopPrizePayouts(page);
  const language = currentLanguage();
  let body;
  if (payouts.isPending) body = <Skeleton height={120} />;
  else if (payouts.isError)
    body = <EmptyState title={t('topPrize.myPayouts.error')} description={errorMessage(t, payouts.error)} action={<Button onClick={() => void payouts.refetch()}>{t('topPrize.retry')}</Button>} />;
  else if (payouts.data.list.length === 0) body = <p className={styles.muted}>{t('topPrize.myPayouts.empty')}</p>;
  else
    body = (
      <>
        <p className={styles.muted}>{t('topPrize.myPayouts.total', { amount: tmtText(payouts.data.totalAmount) })}</p>
        <ul className={styles.rules}>
          {payouts.data.list.map((row) => (
            <li key={row.at} data-testid="top-prize-my-payout">
              {t(BigInt(row.trialAmount) > 0n ? 'topPrize.myPayouts.rowTrial' : 'topPrize.myPayouts.row', {
                at: new Date(row.at * 1000).toLocaleString(language, { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }),
                amount: tmtText(row.amount),
                trial: tmtText(row.trialAmount),
              })}
            </li>
          ))}
        </ul>
        <Pager page={page} pages={Math.max(1, Math.ceil(payouts.data.total / TOP_PRIZE_PAGE_SIZE))} onChange={setPage} label={t('topPrize.myPayouts.pager')} />
      </>
    );
  return (
    <Card as="section" title={t('topPrize.myPayouts.title')} aria-label={t('topPrize.myPayouts.title')}>
      {body}
    </Card>
  );
}

function Rules() {
  const { t } = useTranslation('game');
  const language = currentLanguage();
  const amount = (value: bigint) => `${formatAmount('TMT', value, language)} TMT`;
  return (
    <Card as="section" title={t('topPrize.rules.title')} aria-label={t('topPrize.rules.title')}>
      <ul className={styles.rules}>
        <li>{t('topPrize.rules.payout', { amount: amount(TOP_PRIZE_PAYOUT_TMT), minutes: TOP_PRIZE_PAYOUT_INTERVAL_S / 60, total: amount(TOP_PRIZE_TOTAL_TMT) })}</li>
        <li>{t('topPrize.rules.vesting', { days: TOP_PRIZE_VESTING_DAYS })}</li>
        <li>{t('topPrize.rules.cards', { max: TOP_PRIZE_MAX_CARDS })}</li>
        <li>{t('topPrize.rules.power', TOP_PRIZE_BASE_POWER)}</li>
        <li>
          {t('topPrize.rules.duplicates', {
            common: TOP_PRIZE_DUPLICATE_STEP_PERCENT.common,
            rare: TOP_PRIZE_DUPLICATE_STEP_PERCENT.rare,
            cap: TOP_PRIZE_DUPLICATE_CAP_PERCENT,
          })}
        </li>
        <li>{t('topPrize.rules.fullEleven', { percent: TOP_PRIZE_BONUS_PERCENT.fullEleven })}</li>
        <li>{t('topPrize.rules.club', { percent: TOP_PRIZE_BONUS_PERCENT.club, size: TOP_PRIZE_SET_SIZE })}</li>
        <li>{t('topPrize.rules.nationality', { percent: TOP_PRIZE_BONUS_PERCENT.nationality, size: TOP_PRIZE_SET_SIZE })}</li>
        <li>{t('topPrize.rules.busy')}</li>
      </ul>
    </Card>
  );
}

/** /game/topprize: the pool and the countdown, my power and share, my cards, the ranking, the last payouts, the rules. */
export default function TopPrizePage() {
  const { t } = useTranslation('game');
  const loggedIn = useIsLoggedIn();
  const event = useTopPrizeEvent(loggedIn);
  const clock = useMemo<ServerClock | null>(() => (event.data ? { now: event.data.now, answeredAt: event.dataUpdatedAt } : null), [event.data, event.dataUpdatedAt]);

  let top;
  if (event.isPending) top = <Skeleton height={240} />;
  else if (event.isError)
    top = (
      <EmptyState
        title={t('topPrize.error')}
        description={errorMessage(t, event.error)}
        action={<Button onClick={() => void event.refetch()}>{t('topPrize.retry')}</Button>}
      />
    );
  else
    top = (
      <>
        <div className={styles.columns}>
          <PoolCard event={event.data} clock={clock ?? { now: event.data.now, answeredAt: Date.now() }} />
          {event.data.me ? <MyCard me={event.data.me} /> : <GuestPrompt title={t('topPrize.guest')} />}
        </div>
        <div className={styles.columns}>
          <RecentPayouts event={event.data} />
          {event.data.me ? <MyPayouts /> : null}
        </div>
      </>
    );

  return (
    <div className={styles.page}>
      <PageTitle>{t('titles.topPrize')}</PageTitle>
      <p className={styles.muted}>{t('topPrize.intro')}</p>
      {top}
      <RankingCard />
      <Rules />
    </div>
  );
}
