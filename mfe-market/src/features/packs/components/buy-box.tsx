import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  Money,
  paths,
  useFormatMoney,
  useIsLoggedIn,
  useToast,
  type PackSeriesDetail,
} from '@fc/shared';
import { Alert, Card, Select } from '@fc/shared/ui';
import { MAX_PACKS_PER_CALL } from '@fc/shared/contracts/sales';
import { useBalances } from '../../../lib/api/get-balances';
import { useBuyPacks } from '../api/buy-packs';
import { useOrderPacks } from '../api/order-packs';
import { useReservePacks } from '../api/reserve-packs';
import { PurchaseError } from './purchase-error';
import styles from './packs.module.css';

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

function GuestBox() {
  const { t } = useTranslation('market');
  const { pathname } = useLocation();
  return (
    <Card as="section" title={t('packs.guestTitle')} className={styles.buyBox} data-testid="pack-actions">
      <p className={styles.muted}>{t('packs.guestBody')}</p>
      <div className={styles.buttons}>
        <ButtonLink to={paths.login(pathname)}>{t('packs.logIn')}</ButtonLink>
        <ButtonLink to={paths.signup()} variant="secondary">
          {t('packs.signUp')}
        </ButtonLink>
      </div>
    </Card>
  );
}

/**
 * The buy box: reserve while the reservation is open; buy with TMT or by card before the sale (winners) and on sale,
 * with the total for the quantity chosen and my limits; why the server refused; a guest is asked to sign in.
 */
export function BuyBox({ series }: { series: PackSeriesDetail }) {
  const { t } = useTranslation('market');
  const loggedIn = useIsLoggedIn();
  const toast = useToast();
  const money = useFormatMoney();
  const reserve = useReservePacks();
  const buy = useBuyPacks();
  const byCard = useOrderPacks();
  const [quantity, setQuantity] = useState('1');
  const [bought, setBought] = useState(0);
  const balances = useBalances(loggedIn && buy.isError);
  if (!loggedIn) return <GuestBox />;

  const mine = series.mine;
  const reservation = mine?.reservation ?? null;
  const error = reserve.error ?? buy.error ?? byCard.error;
  const onSale = series.period === 'onSale' || (series.period === 'beforeSale' && (reservation?.won ?? 0) > 0);
  const canBuyMost = Math.min(mine?.left ?? 0, mine?.leftToday ?? 0, series.left, series.period === 'beforeSale' ? Math.max(0, (reservation?.won ?? 0) - (mine?.bought ?? 0)) : Infinity);
  const reserving = series.period === 'reservation' && !reservation;
  const options = series.period === 'reservation' ? quantityOptions(series.maxPerUser) : quantityOptions(canBuyMost);
  const chosen = options.some((option) => option.value === quantity) ? quantity : '1';
  const count = BigInt(chosen);
  const quantityField = (
    <Select label={t('packs.quantity')} className={styles.quantity} options={options} value={chosen} onChange={(event) => setQuantity(event.target.value)} />
  );
  return (
    <Card as="section" title={t(reserving ? 'packs.reserveTitle' : 'packs.buyTitle')} className={styles.buyBox} data-testid="pack-actions">
      {reservation ? (
        <p data-testid="my-reservation">{t('packs.yourReservation', { quantity: reservation.quantity, state: t(`packs.reservationState.${reservation.state}`) })}</p>
      ) : null}
      {reservation?.state === 'won' ? <Alert tone="success">{t('packs.yourWin', { count: reservation.won })}</Alert> : null}
      {series.period === 'beforeSale' && !(reservation && reservation.won > 0) ? <p className={styles.muted}>{t('packs.winnersOnly')}</p> : null}
      {reserving ? (
        <div className={styles.buyForm}>
          {quantityField}
          <Button
            data-testid="reserve"
            size="lg"
            loading={reserve.isPending}
            onClick={() => reserve.mutate({ seriesId: series.seriesId, quantity: Number(chosen) }, { onSuccess: () => toast.success(t('packs.reserved')) })}
          >
            {t('packs.reserve')}
          </Button>
        </div>
      ) : null}
      {onSale && options.length > 0 ? (
        <div className={styles.buyForm}>
          <div className={styles.quantityRow}>
            {quantityField}
            <p className={styles.total} data-testid="pack-total">
              <span className={styles.totalLabel}>{t('packs.total')}</span>
              <Money currency="TMT" amount={BigInt(series.priceTmt) * count} className={styles.totalAmount} />
            </p>
          </div>
          <Button
            data-testid="buy-tmt"
            size="lg"
            fullWidth
            loading={buy.isPending}
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
          <Button variant="secondary" size="lg" fullWidth data-testid="buy-card" loading={byCard.isPending} onClick={() => byCard.mutate({ seriesId: series.seriesId, quantity: Number(chosen) })}>
            {t('packs.buyByCard')}
          </Button>
          <p className={styles.hint}>{t('packs.buyByCardHint', { usd: money('USD', BigInt(series.priceUsd) * count) })}</p>
        </div>
      ) : null}
      {onSale && options.length === 0 ? <p className={styles.muted}>{series.left === 0 ? t('packs.soldOut') : t('packs.limitReached')}</p> : null}
      {series.period !== 'reservation' && !onSale ? <p className={styles.muted}>{t('packs.notOnSale')}</p> : null}
      {mine ? <p className={styles.limits}>{t('packs.limitsLeft', { left: mine.left, leftToday: mine.leftToday })}</p> : null}
      {error ? <PurchaseError error={error} tmtMissing={buy.error && buy.variables ? tmtMissing(series, buy.variables.quantity, balances.data?.TMT) : undefined} /> : null}
      {bought > 0 ? (
        <Alert tone="success" data-testid="bought">
          {t('packs.bought', { count: bought })} <Link to={paths.collection('packs')}>{t('packs.openInCollection')}</Link>
        </Alert>
      ) : null}
    </Card>
  );
}
