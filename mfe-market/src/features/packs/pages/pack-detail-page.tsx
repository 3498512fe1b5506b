import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { Alert, Button, ButtonLink, Card, currentLanguage, EmptyState, errorMessage, formatAmount, formatDateTime, fromBaseUnits, isApiError, PageTitle, Pager, paths, Select, Skeleton, useIsLoggedIn, useToast, type PackSeriesDetail } from '@fc/shared';
import { MAX_PACKS_PER_CALL } from '@fc/shared/contracts/sales';
import { packArtUrl } from '@fc/shared/contracts/resources';
import { useBalances } from '../api/get-balances';
import { useBuyPacks } from '../api/buy-packs';
import { useOrderPacks } from '../api/order-packs';
import { usePackCards } from '../api/get-pack-cards';
import { usePackDetail } from '../api/get-pack-detail';
import { usePackPulls } from '../api/get-pack-pulls';
import { useReservePacks } from '../api/reserve-packs';
import { NextPeriod } from '../components/next-period';
import { formatCount } from '../hooks/format-count';
import { OddsTable } from '../components/odds-table';
import styles from '../components/packs.module.css';

/** How many packs an action may take now: 1 … the smaller of what is left to the user and one call's maximum. */
function quantityOptions(most: number) {
  return Array.from({ length: Math.max(0, Math.min(most, MAX_PACKS_PER_CALL)) }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }));
}

/** The TMT a purchase of `quantity` packs lacks: its price less the balance (the whole price while the balance is unknown). */
function tmtMissing(series: PackSeriesDetail, quantity: number, balance: string | undefined): bigint {
  const cost = BigInt(series.priceTmt) * BigInt(quantity);
  const missing = cost - BigInt(balance ?? '0');
  return missing > 0n ? missing : cost;
}

/** The published seed hash, the reservations and, after the draw, the seed and what each won. */
function Draw({ series }: { series: PackSeriesDetail }) {
  const { t } = useTranslation('market');
  return (
    <Card as="section" title={t('packs.draw')} data-testid="pack-draw">
      <p className={styles.muted}>{t('packs.lots', { count: series.lots })}</p>
      {series.seedHash ? (
        <>
          <p>{t('packs.seedHash')}</p>
          <p className={styles.hash} data-testid="seed-hash">
            {series.seedHash}
          </p>
          {series.seed ? (
            <>
              <p>{t('packs.seed')}</p>
              <p className={styles.hash} data-testid="seed">
                {series.seed}
              </p>
            </>
          ) : (
            <p className={styles.muted}>{t('packs.seedPending')}</p>
          )}
          <p>{t('packs.entries', { count: series.entries.length })}</p>
          {series.entries.length > 0 ? (
            <table className={styles.table} data-testid="pack-entries">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t('packs.entry')}</th>
                  <th scope="col" className={styles.number}>
                    {t('packs.quantity')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('packs.won')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {series.entries.map((entry) => (
                  <tr key={entry.entry}>
                    <td>{entry.position}</td>
                    <td className={styles.hash}>{entry.entry}</td>
                    <td className={styles.number}>{entry.quantity}</td>
                    <td className={styles.number}>{entry.won ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </>
      ) : (
        <p className={styles.muted}>{t('packs.hashPending')}</p>
      )}
    </Card>
  );
}

/** Reserve while the reservation is open; buy with TMT before the sale (winners) and on sale; or ask a guest to sign in. */
function Actions({ series }: { series: PackSeriesDetail }) {
  const { t } = useTranslation('market');
  const { pathname, search } = useLocation();
  const loggedIn = useIsLoggedIn();
  const balances = useBalances(loggedIn);
  const toast = useToast();
  const reserve = useReservePacks();
  const buy = useBuyPacks();
  const byCard = useOrderPacks();
  const [quantity, setQuantity] = useState('1');
  const [bought, setBought] = useState(0);
  if (!loggedIn) {
    return (
      <EmptyState
        title={t('packs.guestTitle')}
        description={t('packs.guestBody')}
        action={
          <div className={styles.row}>
            <ButtonLink to={paths.login(pathname)}>{t('packs.logIn')}</ButtonLink>
            <ButtonLink to={paths.signup()} variant="secondary">
              {t('packs.signUp')}
            </ButtonLink>
          </div>
        }
      />
    );
  }
  const mine = series.mine;
  const reservation = mine?.reservation ?? null;
  const error = reserve.error ?? buy.error ?? byCard.error;
  const onSale = series.period === 'onSale' || (series.period === 'beforeSale' && (reservation?.won ?? 0) > 0);
  const canBuyMost = Math.min(mine?.left ?? 0, mine?.leftToday ?? 0, series.left, series.period === 'beforeSale' ? Math.max(0, (reservation?.won ?? 0) - (mine?.bought ?? 0)) : Infinity);
  const options = series.period === 'reservation' ? quantityOptions(series.maxPerUser) : quantityOptions(canBuyMost);
  const chosen = options.some((option) => option.value === quantity) ? quantity : '1';
  return (
    <Card as="section" data-testid="pack-actions">
      {reservation ? (
        <p data-testid="my-reservation">{t('packs.yourReservation', { quantity: reservation.quantity, state: t(`packs.reservationState.${reservation.state}`) })}</p>
      ) : null}
      {reservation?.state === 'won' ? <Alert tone="success">{t('packs.yourWin', { count: reservation.won })}</Alert> : null}
      {series.period === 'beforeSale' && !(reservation && reservation.won > 0) ? <p className={styles.muted}>{t('packs.winnersOnly')}</p> : null}
      {mine ? <p className={styles.muted}>{t('packs.limitsLeft', { left: mine.left, leftToday: mine.leftToday })}</p> : null}
      {series.period === 'reservation' && !reservation ? (
        <div className={styles.form}>
          <Select label={t('packs.quantity')} className={styles.quantity} options={options} value={chosen} onChange={(event) => setQuantity(event.target.value)} />
          <Button
            data-testid="reserve"
            disabled={reserve.isPending}
            onClick={() => reserve.mutate({ seriesId: series.seriesId, quantity: Number(chosen) }, { onSuccess: () => toast.success(t('packs.reserved')) })}
          >
            {t('packs.reserve')}
          </Button>
        </div>
      ) : null}
      {onSale && options.length > 0 ? (
        <div className={styles.form}>
          <Select label={t('packs.quantity')} className={styles.quantity} options={options} value={chosen} onChange={(event) => setQuantity(event.target.value)} />
          <Button
            data-testid="buy-tmt"
            disabled={buy.isPending}
            onClick={() =>
              buy.mutate(
                { seriesId: series.seriesId, quantity: Number(chosen) },
                {
                  onSuccess: (answer) => {
                    setBought(answer.tokenIds.length);
                    toast.success(t('packs.bought', { count: answer.tokenIds.length }));
                  },
                },
              )
            }
          >
            {t('packs.buy')}
          </Button>
          <Button variant="secondary" data-testid="buy-card" disabled={byCard.isPending} onClick={() => byCard.mutate({ seriesId: series.seriesId, quantity: Number(chosen) })}>
            {t('packs.buyByCard')}
          </Button>
          <p className={styles.muted}>{t('packs.buyByCardHint')}</p>
        </div>
      ) : null}
      {series.period !== 'reservation' && !onSale ? <p className={styles.muted}>{t('packs.notOnSale')}</p> : null}
      {error ? (
        <Alert tone="error">
          {errorMessage(t, error)}{' '}
          {isApiError(buy.error) && buy.error.key === 'BALANCE_NOT_ENOUGH' && buy.variables ? (
            <ButtonLink size="sm" variant="ghost" to={paths.buyTmt(fromBaseUnits('TMT', tmtMissing(series, buy.variables.quantity, balances.data?.TMT)), `${pathname}${search}`)}>
              {t('packs.buyTmt')}
            </ButtonLink>
          ) : null}
        </Alert>
      ) : null}
      {bought > 0 ? (
        <Alert tone="success" data-testid="bought">
          {t('packs.bought', { count: bought })} <Link to={paths.collection('packs')}>{t('packs.openInCollection')}</Link>
        </Alert>
      ) : null}
    </Card>
  );
}

/** The cards the series can pull, each linking to its page. */
function PullableCards({ seriesId }: { seriesId: string }) {
  const { t } = useTranslation('market');
  const [page, setPage] = useState(1);
  const cards = usePackCards({ seriesId, page });
  if (!cards.data) return <Skeleton height={160} />;
  const pages = Math.max(1, Math.ceil(cards.data.total / cards.data.pageSize));
  return (
    <Card as="section" title={t('packs.cards')}>
      <p className={styles.muted}>{t('packs.cardsHint')}</p>
      <ul className={styles.cards} data-testid="pack-cards">
        {cards.data.list.map((card) => (
          <li key={card.cardId}>
            <Link to={paths.card(seriesId, card.cardId)}>
              <strong>{card.name}</strong>
              <br />
              <span className={styles.muted}>
                {card.club} · {t(`packs.position.${card.position}`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {pages > 1 ? <Pager page={page} pages={pages} onChange={setPage} label={t('packs.pagination')} /> : null}
    </Card>
  );
}

/** My packs of this series, sealed or what they revealed. */
function Pulls({ seriesId }: { seriesId: string }) {
  const { t } = useTranslation('market');
  const pulls = usePackPulls(seriesId, true);
  if (!pulls.data) return null;
  return (
    <Card as="section" title={t('packs.pulls')} data-testid="pack-pulls">
      {pulls.data.list.length === 0 ? (
        <p className={styles.muted}>{t('packs.noPulls')}</p>
      ) : (
        <table className={styles.table}>
          <tbody>
            {pulls.data.list.map((pull) => (
              <tr key={pull.tokenId}>
                <td>{formatDateTime(pull.boughtAt)}</td>
                <td>{t('packs.paidWith', { currency: pull.paidWith })}</td>
                <td>{pull.opened ? pull.revealed.map((card) => `${card.name} (${t(`packs.rarity.${card.rarity}`)})`).join(', ') : t('packs.sealed')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

/** /pack/{packId} — a series: art, contents, the odds before paying, the draw, reserve and buy, the pullable cards and my pulls. */
export default function PackDetailPage() {
  const { t } = useTranslation('market');
  const { packId = '' } = useParams();
  const loggedIn = useIsLoggedIn();
  const detail = usePackDetail(packId);
  if (detail.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton height={360} />
      </div>
    );
  }
  if (detail.error && !detail.data) {
    const missing = isApiError(detail.error, 'NOT_FOUND', 'INVALID_PARAMS');
    return (
      <div className={styles.page}>
        <PageTitle>{t('titles.pack')}</PageTitle>
        <EmptyState
          title={missing ? t('packs.notFound') : t('packs.loadFailed')}
          description={missing ? undefined : errorMessage(t, detail.error)}
          action={missing ? <ButtonLink to={paths.packs()}>{t('titles.packs')}</ButtonLink> : <Button onClick={() => void detail.refetch()}>{t('common:retry')}</Button>}
        />
      </div>
    );
  }
  const series = detail.data;
  const language = currentLanguage();
  const name = t(`packs.kind.${series.kind}`);
  return (
    <div className={styles.page} data-testid="pack-detail-page">
      <PageTitle documentTitle={name}>{name}</PageTitle>
      <div className={styles.layout}>
        <img className={styles.art} src={packArtUrl(series.kind)} alt={t('packs.art', { kind: name })} />
        <div className={styles.series}>
          <NextPeriod series={series} answeredAt={detail.dataUpdatedAt} />
          <p>
            {t('packs.price')}: {t('packs.priceValue', { tmt: formatAmount('TMT', series.priceTmt, language), usd: formatAmount('USD', series.priceUsd, language) })}
          </p>
          <p data-testid="supply-left">{series.left === 0 ? t('packs.soldOut') : t('packs.supplyLeft', { left: formatCount(series.left), supply: formatCount(series.supply) })}</p>
          <Card as="section" title={t('packs.contents')}>
            <p>{t('packs.cardsPerPack', { count: series.cardsPerPack })}</p>
            {series.atLeastOne ? <p className={styles.muted}>{t('packs.atLeastOne', { rarity: t(`packs.rarity.${series.atLeastOne}`) })}</p> : null}
            <h3>{t('packs.odds')}</h3>
            <p className={styles.muted}>{t('packs.oddsHint')}</p>
            <OddsTable odds={series.odds} />
          </Card>
          <Actions series={series} />
        </div>
      </div>
      <Draw series={series} />
      {loggedIn ? <Pulls seriesId={series.seriesId} /> : null}
      <PullableCards seriesId={series.seriesId} />
    </div>
  );
}
