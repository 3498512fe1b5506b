import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ButtonLink,
  Countdown,
  errorMessage,
  formatNumber,
  formatPercent,
  Money,
  PageFrame,
  paths,
  ProgressBar,
  Skeleton,
  useFormatMoney,
  useIsLoggedIn,
  useSecondsLeft,
  type ServerClock,
  type TopPrizeEventResponse,
} from '@fc/shared';
import { Badge, Card, DataTable, DateTime, DefinitionList, EmptyState, Pager } from '@fc/shared/ui';
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
import { useTopPrizeEvent } from '../api/get-event';
import { useMyTopPrizePayouts } from '../api/get-my-payouts';
import { useTopPrizeRanking } from '../api/get-ranking';
import { topPrizeKeys } from '../api/query-keys';
import { powerText } from '../lib/power';
import styles from '../components/top-prize.module.css';

/** A whole percentage of the rules (10 → "10%"). */
const percent = (value: number) => formatPercent(value / 100);

/** Permille of the pool paid, for the progress bar. */
function paidPermille(event: TopPrizeEventResponse): number {
  const total = BigInt(event.poolTotal);
  return total === 0n ? 0 : Number((BigInt(event.paid) * 1000n) / total);
}

/** The live countdown to the next payout on the server's clock; at zero it asks for the event again. */
function NextPayoutIn({ at, clock }: { at: number; clock: ServerClock }) {
  const { t } = useTranslation('game');
  const left = useSecondsLeft(at, clock);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (left === 0) void queryClient.invalidateQueries({ queryKey: topPrizeKeys.all });
  }, [left === 0, queryClient]); // eslint-disable-line react-hooks/exhaustive-deps -- only the crossing of zero matters
  return left > 0 ? <Countdown seconds={left} data-testid="top-prize-countdown" /> : <span data-testid="top-prize-countdown">{t('topPrize.payingNow')}</span>;
}

function PoolCard({ event, clock }: { event: TopPrizeEventResponse; clock: ServerClock }) {
  const { t } = useTranslation('game');
  const money = useFormatMoney();
  const permille = paidPermille(event);
  const paid = t('topPrize.pool.paid', { paid: money('TMT', event.paid), total: money('TMT', event.poolTotal) });
  return (
    <Card as="section" title={t('topPrize.pool.title')} aria-label={t('topPrize.pool.title')}>
      <DefinitionList
        layout="tiles"
        className={styles.figures}
        items={[
          { id: 'left', term: t('topPrize.pool.left'), value: <Money currency="TMT" amount={event.poolLeft} />, valueTestId: 'top-prize-pool-left' },
          {
            id: 'next',
            term: t('topPrize.pool.nextPayout'),
            value: event.nextPayoutAt === null ? t('topPrize.pool.over') : <NextPayoutIn at={event.nextPayoutAt} clock={clock} />,
          },
          { id: 'amount', term: t('topPrize.pool.nextAmount'), value: <Money currency="TMT" amount={event.nextPayout} /> },
          { id: 'participants', term: t('topPrize.pool.participants'), value: formatNumber(event.participants) },
          { id: 'power', term: t('topPrize.pool.totalPower'), value: powerText(event.totalPower) },
        ]}
      />
      <div className={styles.progress}>
        <ProgressBar value={permille} max={1000} label={t('topPrize.pool.progress', { percent: formatPercent(permille / 1000, undefined, 1) })} valueText={paid} />
        <p className={styles.muted}>{paid}</p>
      </div>
    </Card>
  );
}

function MyCard({ me }: { me: NonNullable<TopPrizeEventResponse['me']> }) {
  const { t } = useTranslation('game');
  return (
    <Card as="section" title={t('topPrize.me.title')} aria-label={t('topPrize.me.title')}>
      <DefinitionList
        layout="tiles"
        className={styles.figures}
        items={[
          { id: 'power', term: t('topPrize.me.power'), value: powerText(me.power), valueTestId: 'top-prize-my-power' },
          { id: 'share', term: t('topPrize.me.share'), value: <Money currency="TMT" amount={me.projectedShare} />, valueTestId: 'top-prize-my-share' },
          { id: 'rank', term: t('topPrize.me.rank'), value: me.rank === null ? t('topPrize.me.unranked') : `#${formatNumber(me.rank)}` },
          {
            id: 'bonuses',
            term: t('topPrize.me.bonuses'),
            value: me.bonuses.length === 0 ? t('topPrize.preview.noBonus') : me.bonuses.map((bonus) => t(`topPrize.bonus.${bonus}`)).join(', '),
          },
        ]}
      />
      <div className={styles.links}>
        <ButtonLink to={paths.topPrizeDispatch()}>{t('topPrize.links.dispatch')}</ButtonLink>
        <ButtonLink to={paths.topPrizeRecall()} variant="secondary">
          {t('topPrize.links.recall')}
        </ButtonLink>
        <ButtonLink to={paths.claimCenter()} variant="secondary">
          {t('topPrize.links.claimCenter')}
        </ButtonLink>
      </div>
      <h3 className={styles.subheading}>{t('topPrize.me.cards', { n: me.cards.length, max: TOP_PRIZE_MAX_CARDS })}</h3>
      {me.cards.length === 0 ? (
        <p className={styles.muted}>{t('topPrize.me.noCards')}</p>
      ) : (
        <DataTable label={t('topPrize.me.cardsCaption')} dense>
          <thead>
            <tr>
              <th scope="col">{t('topPrize.columns.player')}</th>
              <th scope="col">{t('topPrize.columns.rarity')}</th>
              <th scope="col">{t('topPrize.columns.club')}</th>
              <th scope="col" data-numeric>
                {t('topPrize.columns.power')}
              </th>
            </tr>
          </thead>
          <tbody>
            {me.cards.map((card) => (
              <tr key={card.tokenId} data-testid="top-prize-my-card">
                <th scope="row" data-wrap>
                  {card.playerName} {card.trial ? <Badge tone="info">{t('topPrize.trial')}</Badge> : null}
                </th>
                <td>
                  <Badge rarity={card.rarity}>{t(`topPrize.rarity.${card.rarity}`)}</Badge>
                </td>
                <td data-wrap>{card.clubName}</td>
                <td data-numeric>
                  {powerText(card.power)}
                  {card.penaltyPercent > 0 ? ` (−${percent(card.penaltyPercent)})` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </Card>
  );
}

function RankingCard() {
  const { t } = useTranslation('game');
  const [page, setPage] = useState(1);
  const ranking = useTopPrizeRanking(page);
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
        <DataTable label={t('topPrize.ranking.caption')} dense>
          <thead>
            <tr>
              <th scope="col" data-numeric>
                {t('topPrize.columns.rank')}
              </th>
              <th scope="col">{t('topPrize.columns.club')}</th>
              <th scope="col" data-numeric>
                {t('topPrize.columns.cards')}
              </th>
              <th scope="col" data-numeric>
                {t('topPrize.columns.power')}
              </th>
              <th scope="col" data-numeric>
                {t('topPrize.columns.share')}
              </th>
            </tr>
          </thead>
          <tbody>
            {ranking.data.list.map((row) => (
              <tr key={row.rank} aria-current={row.me ? 'true' : undefined} data-testid="top-prize-ranking-row">
                <td data-numeric>{formatNumber(row.rank)}</td>
                <td data-wrap>{row.club}</td>
                <td data-numeric>{formatNumber(row.cards)}</td>
                <td data-numeric>{powerText(row.power)}</td>
                <td data-numeric>
                  <Money currency="TMT" amount={row.share} />
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        <Pager page={page} pages={Math.ceil(ranking.data.total / TOP_PRIZE_PAGE_SIZE)} onChange={setPage} label={t('topPrize.ranking.pager')} />
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
  return (
    <Card as="section" title={t('topPrize.recent.title')} aria-label={t('topPrize.recent.title')}>
      {event.recent.length === 0 ? (
        <p className={styles.muted}>{t('topPrize.recent.empty')}</p>
      ) : (
        <DataTable label={t('topPrize.recent.title')} dense>
          <thead>
            <tr>
              <th scope="col">{t('topPrize.columns.at')}</th>
              <th scope="col" data-numeric>
                {t('topPrize.columns.paid')}
              </th>
              <th scope="col" data-numeric>
                {t('topPrize.columns.participants')}
              </th>
              <th scope="col" data-numeric>
                {t('topPrize.columns.totalPower')}
              </th>
            </tr>
          </thead>
          <tbody>
            {event.recent.map((row) => (
              <tr key={row.at} data-testid="top-prize-recent">
                <td>
                  <DateTime value={row.at} />
                </td>
                <td data-numeric>
                  <Money currency="TMT" amount={row.amount} />
                </td>
                <td data-numeric>{formatNumber(row.participants)}</td>
                <td data-numeric>{powerText(row.totalPower)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </Card>
  );
}

/** The caller's payouts by half hour: the amount and its trial part (held until the trial unlock). */
function MyPayouts() {
  const { t } = useTranslation('game');
  const money = useFormatMoney();
  const [page, setPage] = useState(1);
  const payouts = useMyTopPrizePayouts(page);
  let body;
  if (payouts.isPending) body = <Skeleton height={120} />;
  else if (payouts.isError)
    body = <EmptyState title={t('topPrize.myPayouts.error')} description={errorMessage(t, payouts.error)} action={<Button onClick={() => void payouts.refetch()}>{t('topPrize.retry')}</Button>} />;
  else if (payouts.data.list.length === 0) body = <p className={styles.muted}>{t('topPrize.myPayouts.empty')}</p>;
  else {
    const anyTrial = payouts.data.list.some((row) => BigInt(row.trialAmount) > 0n);
    body = (
      <>
        <p className={styles.muted}>{t('topPrize.myPayouts.total', { amount: money('TMT', payouts.data.totalAmount) })}</p>
        <DataTable label={t('topPrize.myPayouts.title')} dense>
          <thead>
            <tr>
              <th scope="col">{t('topPrize.columns.at')}</th>
              <th scope="col" data-numeric>
                {t('topPrize.columns.amount')}
              </th>
              {anyTrial ? (
                <th scope="col" data-numeric>
                  {t('topPrize.columns.trialHeld')}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {payouts.data.list.map((row) => (
              <tr key={row.at} data-testid="top-prize-my-payout">
                <td>
                  <DateTime value={row.at} />
                </td>
                <td data-numeric>
                  <Money currency="TMT" amount={row.amount} />
                </td>
                {anyTrial ? (
                  <td data-numeric>
                    <Money currency="TMT" amount={row.trialAmount} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </DataTable>
        {anyTrial ? <p className={styles.note}>{t('topPrize.myPayouts.trialNote')}</p> : null}
        <Pager page={page} pages={Math.ceil(payouts.data.total / TOP_PRIZE_PAGE_SIZE)} onChange={setPage} label={t('topPrize.myPayouts.pager')} />
      </>
    );
  }
  return (
    <Card as="section" title={t('topPrize.myPayouts.title')} aria-label={t('topPrize.myPayouts.title')}>
      {body}
    </Card>
  );
}

function Rules() {
  const { t } = useTranslation('game');
  const money = useFormatMoney();
  return (
    <Card as="section" title={t('topPrize.rules.title')} aria-label={t('topPrize.rules.title')}>
      <ul className={styles.rules}>
        <li>
          {t('topPrize.rules.payout', {
            amount: money('TMT', TOP_PRIZE_PAYOUT_TMT),
            minutes: TOP_PRIZE_PAYOUT_INTERVAL_S / 60,
            total: money('TMT', TOP_PRIZE_TOTAL_TMT),
          })}
        </li>
        <li>{t('topPrize.rules.vesting', { days: TOP_PRIZE_VESTING_DAYS })}</li>
        <li>{t('topPrize.rules.cards', { max: TOP_PRIZE_MAX_CARDS })}</li>
        <li>{t('topPrize.rules.power', Object.fromEntries(Object.entries(TOP_PRIZE_BASE_POWER).map(([rarity, power]) => [rarity, formatNumber(power)])))}</li>
        <li>
          {t('topPrize.rules.duplicates', {
            common: percent(TOP_PRIZE_DUPLICATE_STEP_PERCENT.common),
            rare: percent(TOP_PRIZE_DUPLICATE_STEP_PERCENT.rare),
            cap: percent(TOP_PRIZE_DUPLICATE_CAP_PERCENT),
          })}
        </li>
        <li>{t('topPrize.rules.fullEleven', { percent: percent(TOP_PRIZE_BONUS_PERCENT.fullEleven) })}</li>
        <li>{t('topPrize.rules.club', { percent: percent(TOP_PRIZE_BONUS_PERCENT.club), size: TOP_PRIZE_SET_SIZE })}</li>
        <li>{t('topPrize.rules.nationality', { percent: percent(TOP_PRIZE_BONUS_PERCENT.nationality), size: TOP_PRIZE_SET_SIZE })}</li>
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
    <PageFrame title={t('titles.topPrize')} subtitle={t('topPrize.intro')}>
      {top}
      <RankingCard />
      <Rules />
    </PageFrame>
  );
}
