import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  errorMessage,
  formatDate,
  formatNumber,
  maskAddress,
  Money,
  PageFrame,
  paths,
  Skeleton,
  useFormatMoney,
  type Currency,
  type WalletHolding,
} from '@fc/shared';
import { Card, EmptyState } from '@fc/shared/ui';
import { POINTS_PER_TMT } from '@fc/shared/contracts/wallet';
import layout from '../../../components/layout.module.css';
import { useBoundWallets } from '../../../lib/connector/api/get-bound-wallets';
import { useUnbindWallet } from '../../../lib/connector/api/unbind-wallet';
import { useOverview } from '../api/get-overview';
import { CurrencyMark } from '../components/currency-mark';
import { EXCHANGE_POINTS_FIELD_ID, ExchangePointsForm } from '../components/exchange-points-form';
import styles from './pay-methods-page.module.css';

/** The on-chain tokens: deposited to and withdrawn from the user's addresses. */
const TOKENS: readonly Currency[] = ['BNB', 'TMT', 'GOAL'];

/** What can be done with a balance, beside it: deposit and withdraw a token, buy TMT, add USD, exchange points. */
function HoldingActions({ currency }: { currency: Currency }) {
  const { t } = useTranslation('wallet');
  if (currency === 'USD') {
    return (
      <ButtonLink size="sm" to={paths.addFunds()}>
        {t('balances.addFunds')}
      </ButtonLink>
    );
  }
  if (currency === 'POINTS') {
    return (
      <Button size="sm" variant="secondary" onClick={() => document.getElementById(EXCHANGE_POINTS_FIELD_ID)?.focus()}>
        {t('balances.exchangePoints')}
      </Button>
    );
  }
  if (!TOKENS.includes(currency)) return null;
  return (
    <>
      {currency === 'TMT' ? (
        <ButtonLink size="sm" to={paths.buyTmt()} data-testid="wallet-buy-tmt">
          {t('balances.buyTmt')}
        </ButtonLink>
      ) : null}
      <ButtonLink size="sm" variant="secondary" to={paths.deposit(currency)}>
        {t('balances.deposit')}
      </ButtonLink>
      <ButtonLink size="sm" variant="secondary" to={paths.withdraw(currency)}>
        {t('balances.withdraw')}
      </ButtonLink>
    </>
  );
}

/** One balance as a row: its mark and name, the amount and what it is worth, then what can be done with it. */
function Holding({ holding }: { holding: WalletHolding }) {
  const { t } = useTranslation('wallet');
  const money = useFormatMoney();
  const detail =
    holding.currency === 'POINTS'
      ? t('balances.pointsRate', { step: formatNumber(POINTS_PER_TMT) })
      : holding.currency === 'USD'
        ? holding.currency
        : t('balances.price', { currency: holding.currency, price: holding.usdPrice });
  return (
    <li className={styles.holding} data-testid="holding" data-currency={holding.currency}>
      <CurrencyMark currency={holding.currency} />
      <div className={styles.name}>
        <h3 className={styles.currency}>{t(`balances.currencies.${holding.currency}`)}</h3>
        <span className={styles.detail}>{detail}</span>
      </div>
      <div className={styles.figures}>
        <span className={styles.amount} data-testid="holding-amount">
          <Money currency={holding.currency} amount={holding.amount} />
        </span>
        {holding.currency === 'USD' ? null : (
          <span className={styles.detail} data-testid="holding-value">
            {t('balances.worth', { value: money('USD', holding.usdValue) })}
          </span>
        )}
      </div>
      <div className={styles.actions}>
        <HoldingActions currency={holding.currency} />
      </div>
    </li>
  );
}

/** The addresses bound by signing in a wallet, each with its network and day, to unbind. */
function BoundAddresses() {
  const { t } = useTranslation('wallet');
  const bound = useBoundWallets();
  const unbind = useUnbindWallet();
  return (
    <Card as="section" title={t('balances.boundTitle')} data-testid="bound-addresses">
      {bound.isPending ? (
        <Skeleton height={48} />
      ) : bound.error ? (
        <p className={layout.muted}>{errorMessage(t, bound.error)}</p>
      ) : bound.data.list.length === 0 ? (
        <p className={`${layout.muted} ${layout.small}`}>{t('balances.boundEmpty')}</p>
      ) : (
        <ul className={styles.boundList}>
          {bound.data.list.map((wallet) => (
            <li key={wallet.address} className={styles.boundItem} data-testid="bound-address">
              <span className={styles.boundText}>
                <span className={layout.mono} title={wallet.address}>
                  {maskAddress(wallet.address)}
                </span>
                <span className={`${layout.muted} ${layout.small}`}>{t('balances.boundSince', { network: t(`nft.networks.${wallet.chainId}`), date: formatDate(wallet.boundAt) })}</span>
              </span>
              <Button size="sm" variant="ghost" loading={unbind.isPending && unbind.variables === wallet.address} onClick={() => unbind.mutate(wallet.address)}>
                {t('balances.unbind')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function WalletLinks() {
  const { t } = useTranslation('wallet');
  const links: [string, string][] = [
    [paths.fundsHistory(), t('balances.links.statement')],
    [paths.orders(), t('balances.links.orders')],
    [paths.claimCenter(), t('balances.links.claimCenter')],
    [paths.nftDeposit(), t('balances.links.nftDeposit')],
    [paths.nftHistory(), t('balances.links.nftHistory')],
    [paths.giftCode(), t('balances.links.giftCode')],
    [paths.referral(), t('balances.links.referral')],
  ];
  return (
    <Card as="section" title={t('balances.links.label')}>
      <nav aria-label={t('balances.links.label')}>
        <ul className={styles.links}>
          {links.map(([to, label]) => (
            <li key={to}>
              <Link to={to} className={styles.link}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Card>
  );
}

/**
 * /user/paymethods: the total value, every balance with what it is worth and what can be done with it (deposit,
 * withdraw, buy TMT, add funds, exchange points), then the rest of the wallet; amounts follow the live stream.
 */
export default function PayMethodsPage() {
  const { t } = useTranslation('wallet');
  const overview = useOverview();
  const points = overview.data?.holdings.find((holding) => holding.currency === 'POINTS');
  return (
    <PageFrame
      title={t('titles.payMethods')}
      subtitle={t('balances.subtitle')}
      busy={overview.isPending}
      actions={
        <>
          <ButtonLink to={paths.buyTmt()} variant="secondary">
            {t('balances.buyTmt')}
          </ButtonLink>
          <ButtonLink to={paths.addFunds()}>{t('balances.addFunds')}</ButtonLink>
        </>
      }
      data-testid="pay-methods-page"
    >
      <div className={layout.split}>
        <div className={layout.main}>
          {overview.isPending ? (
            <>
              <Skeleton height={112} />
              <Skeleton height={360} />
            </>
          ) : overview.error && !overview.data ? (
            <EmptyState
              title={t('balances.loadFailed')}
              description={errorMessage(t, overview.error)}
              action={<Button onClick={() => void overview.refetch()}>{t('common:retry')}</Button>}
            />
          ) : (
            <>
              <Card className={styles.total} data-testid="wallet-total">
                <span className={styles.totalLabel}>{t('balances.total')}</span>
                <strong className={styles.totalValue}>
                  <Money currency="USD" amount={overview.data.totalUsd} />
                </strong>
              </Card>
              <Card as="section" title={t('balances.title')}>
                <ul className={styles.holdings}>
                  {overview.data.holdings.map((holding) => (
                    <Holding key={holding.currency} holding={holding} />
                  ))}
                </ul>
              </Card>
            </>
          )}
        </div>
        <div className={layout.aside}>
          {points ? (
            <Card as="section" title={t('points.title')}>
              <ExchangePointsForm balance={BigInt(points.amount)} />
            </Card>
          ) : null}
          <WalletLinks />
          <BoundAddresses />
        </div>
      </div>
    </PageFrame>
  );
}
