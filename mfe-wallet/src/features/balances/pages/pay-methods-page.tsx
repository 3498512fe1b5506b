import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ButtonLink,
  Card,
  currentLanguage,
  EmptyState,
  errorMessage,
  formatAmount,
  formatDate,
  maskAddress,
  PageTitle,
  paths,
  Skeleton,
  type Currency,
  type WalletHolding,
} from '@fc/shared';
import { useBoundWallets } from '../../../lib/connector/api/get-bound-wallets';
import { useUnbindWallet } from '../../../lib/connector/api/unbind-wallet';
import { useOverview } from '../api/get-overview';
import { ExchangePointsForm } from '../components/exchange-points-form';
import pageStyles from '../../../components/page.module.css';
import styles from './pay-methods-page.module.css';

/** The on-chain tokens: deposited to and withdrawn from the user's addresses. */
const TOKENS: readonly Currency[] = ['BNB', 'TMT', 'GOAL'];

function usd(cents: string): string {
  return `${formatAmount('USD', cents, currentLanguage())} USD`;
}

function HoldingCard({ holding, children }: { holding: WalletHolding; children?: ReactNode }) {
  const { t } = useTranslation('wallet');
  return (
    <Card className={styles.holding} data-testid="holding" data-currency={holding.currency}>
      <div className={styles.holdingHead}>
        <h2 className={styles.currency}>{t(`balances.currencies.${holding.currency}`)}</h2>
        <span className={styles.code}>{holding.currency}</span>
      </div>
      <p className={styles.amount} data-testid="holding-amount">
        {formatAmount(holding.currency, holding.amount, currentLanguage())} {holding.currency}
      </p>
      {holding.currency === 'USD' ? null : (
        <p className={styles.value} data-testid="holding-value">
          {t('balances.worth', { value: usd(holding.usdValue) })}
        </p>
      )}
      <div className={styles.actions}>{children}</div>
    </Card>
  );
}

function Holdings({ holdings }: { holdings: WalletHolding[] }) {
  const { t } = useTranslation('wallet');
  return (
    <div className={styles.holdings}>
      {holdings.map((holding) => (
        <HoldingCard key={holding.currency} holding={holding}>
          {TOKENS.includes(holding.currency) ? (
            <>
              <ButtonLink size="sm" to={paths.deposit(holding.currency)}>
                {t('balances.deposit')}
              </ButtonLink>
              <ButtonLink size="sm" variant="secondary" to={paths.withdraw(holding.currency)}>
                {t('balances.withdraw')}
              </ButtonLink>
              {holding.currency === 'TMT' ? (
                <ButtonLink size="sm" variant="secondary" to={paths.buyTmt()} data-testid="wallet-buy-tmt">
                  {t('balances.buyTmt')}
                </ButtonLink>
              ) : null}
            </>
          ) : holding.currency === 'USD' ? (
            <ButtonLink size="sm" to={paths.addFunds()}>
              {t('balances.addFunds')}
            </ButtonLink>
          ) : (
            <ExchangePointsForm balance={BigInt(holding.amount)} />
          )}
        </HoldingCard>
      ))}
    </div>
  );
}

/**
 * Where the addresses bound by signing in a wallet will be listed. The binding (SIWE, /wallet/bound) is built
 * alongside; until it lands this says how deposits reach the wallet.
 */
function BoundAddresses() {
  const { t } = useTranslation('wallet');
  const bound = useBoundWallets();
  const unbind = useUnbindWallet();
  const language = currentLanguage();
  return (
    <Card className={styles.section} data-testid="bound-addresses">
      <h2 className={styles.sectionTitle}>{t('balances.boundTitle')}</h2>
      {bound.isPending ? (
        <Skeleton height={48} />
      ) : bound.error ? (
        <p className={styles.muted}>{errorMessage(t, bound.error)}</p>
      ) : bound.data.list.length === 0 ? (
        <p className={styles.muted}>{t('balances.boundEmpty')}</p>
      ) : (
        <ul className={styles.boundList}>
          {bound.data.list.map((wallet) => (
            <li key={wallet.address} className={styles.boundItem} data-testid="bound-address">
              <span className={styles.mono} title={wallet.address}>
                {maskAddress(wallet.address)}
              </span>
              <span className={styles.muted}>{t('balances.boundSince', { network: t(`nft.networks.${wallet.chainId}`), date: formatDate(wallet.boundAt, language) })}</span>
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
    [paths.nftDeposit(), t('balances.links.nftDeposit')],
    [paths.nftHistory(), t('balances.links.nftHistory')],
    [paths.giftCode(), t('balances.links.giftCode')],
    [paths.referral(), t('balances.links.referral')],
    [paths.claimCenter(), t('balances.links.claimCenter')],
  ];
  return (
    <nav aria-label={t('balances.links.label')} className={styles.links}>
      {links.map(([to, label]) => (
        <ButtonLink key={to} to={to} variant="ghost" size="sm">
          {label}
        </ButtonLink>
      ))}
    </nav>
  );
}

export default function PayMethodsPage() {
  const { t } = useTranslation('wallet');
  const overview = useOverview();
  return (
    <div className={pageStyles.page} data-testid="pay-methods-page">
      <PageTitle subtitle={t('balances.subtitle')}>{t('titles.payMethods')}</PageTitle>
      {overview.isPending ? (
        <div className={styles.holdings} aria-busy="true" aria-label={t('common:loading')}>
          {[0, 1, 2, 3, 4].map((n) => (
            <Skeleton key={n} height={140} />
          ))}
        </div>
      ) : overview.error && !overview.data ? (
        <EmptyState
          title={t('balances.loadFailed')}
          description={errorMessage(t, overview.error)}
          action={<Button onClick={() => void overview.refetch()}>{t('common:retry')}</Button>}
        />
      ) : (
        <>
          <Card className={styles.total} data-testid="wallet-total">
            <span className={styles.muted}>{t('balances.total')}</span>
            <strong className={styles.totalValue}>{usd(overview.data.totalUsd)}</strong>
          </Card>
          <Holdings holdings={overview.data.holdings} />
        </>
      )}
      <WalletLinks />
      <BoundAddresses />
    </div>
  );
}
