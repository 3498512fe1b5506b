import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  CountdownTo,
  errorMessage,
  fromBaseUnits,
  isApiError,
  paths,
  useFormatMoney,
  useToast,
  type CurrencyResponse,
  type EnergyView,
  type ServerClock,
} from '@fc/shared';
import { Alert, Card, Modal } from '@fc/shared/ui';
import { sharedQueryKeys, useQueryClient } from '@fc/shared/query';
import { useBuyEnergy } from '../api/buy-energy';
import styles from './top-manager.module.css';

/** What a purchase at `price` lacks from the navbar's TMT balance (the whole price while it is unknown). */
function tmtMissing(price: string, balance: string | undefined): bigint {
  const missing = BigInt(price) - BigInt(balance ?? '0');
  return missing > 0n ? missing : BigInt(price);
}

/**
 * The manager's energy: the bar, the countdowns to the next point and to full on the server's clock (`onTick` asks
 * again when a point comes back), and buying more with TMT.
 */
export function EnergyPanel({ energy, answeredAt, onTick }: { energy: EnergyView; answeredAt: number; onTick?: () => void }) {
  const { t } = useTranslation('game');
  const clock: ServerClock = { now: energy.now, answeredAt };
  const money = useFormatMoney();
  const [confirming, setConfirming] = useState(false);
  const buy = useBuyEnergy();
  const toast = useToast();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const left = Math.max(0, energy.purchaseLimit - energy.purchasesToday);
  const price = money('TMT', energy.purchasePrice);
  const buyLabel = t('energy.buy', { amount: energy.purchaseAmount, price });

  const close = () => {
    setConfirming(false);
    buy.reset();
  };
  const confirm = () =>
    buy.mutate(undefined, {
      onSuccess: ({ energy: next }) => {
        setConfirming(false);
        toast.success(t('energy.bought', { energy: next.energy, cap: next.cap }));
      },
    });

  return (
    <Card as="section" title={t('energy.title')} aria-label={t('energy.title')}>
      <div className={styles.energyRow}>
        <meter
          className={styles.meter}
          min={0}
          max={energy.cap}
          value={energy.energy}
          aria-label={t('energy.title')}
        />
        <span data-testid="energy-value">{t('energy.value', { energy: energy.energy, cap: energy.cap })}</span>
      </div>
      {energy.nextAt !== null && energy.fullAt !== null ? (
        <dl className={styles.figures} data-testid="energy-countdown">
          <div>
            <dt>{t('energy.next')}</dt>
            <dd>
              <CountdownTo at={energy.nextAt} clock={clock} onEnd={onTick} />
            </dd>
          </div>
          <div>
            <dt>{t('energy.full')}</dt>
            <dd>
              <CountdownTo at={energy.fullAt} clock={clock} />
            </dd>
          </div>
        </dl>
      ) : (
        <p className={styles.muted}>{t('energy.isFull')}</p>
      )}
      <p className={styles.muted}>{t('energy.matchCost', { cost: energy.matchCost })}</p>
      <Button variant="secondary" onClick={() => setConfirming(true)} disabled={left === 0 || energy.energy >= energy.cap}>
        {buyLabel}
      </Button>
      {left === 0 ? <p className={styles.muted}>{t('energy.noPurchasesLeft')}</p> : null}
      <Modal
        open={confirming}
        onClose={close}
        title={t('energy.confirmTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('energy.cancel')}
            </Button>
            <Button onClick={confirm} loading={buy.isPending}>
              {t('energy.confirm', { price })}
            </Button>
          </>
        }
      >
        <p>{t('energy.confirmBody', { amount: energy.purchaseAmount, price, energy: energy.energy, cap: energy.cap })}</p>
        <p data-testid="energy-purchases-left">{t('energy.purchasesLeft', { count: left, limit: energy.purchaseLimit })}</p>
        {buy.error ? (
          <Alert tone="error">
            {errorMessage(t, buy.error)}{' '}
            {isApiError(buy.error) && buy.error.key === 'BALANCE_NOT_ENOUGH' ? (
              <ButtonLink
                size="sm"
                variant="ghost"
                to={paths.buyTmt(fromBaseUnits('TMT', tmtMissing(energy.purchasePrice, queryClient.getQueryData<CurrencyResponse>(sharedQueryKeys.balances)?.currency.TMT)), `${pathname}${search}`)}
              >
                {t('energy.buyTmt')}
              </ButtonLink>
            ) : null}
          </Alert>
        ) : null}
      </Modal>
    </Card>
  );
}
