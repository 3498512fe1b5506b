import { useTranslation } from 'react-i18next';
import { Money, type Currency } from '@fc/shared';
import { useBalances, type Balances } from '../api/get-currency';
import styles from './navbar.module.css';

/**
 * Each balance is its currency beside the figure in the kit's money format (rounded down, the exact amount in the
 * tooltip). These two are shown in the bar on wide screens; every currency is in the profile menu's list, these two
 * only when narrower.
 */
const PROMINENT: readonly Currency[] = ['TMT', 'GOAL'];
const ALL: readonly Currency[] = ['TMT', 'GOAL', 'USD', 'BNB', 'POINTS'];

export function BalanceChips({ balances }: { balances: Balances }) {
  const { t } = useTranslation('shell');
  return (
    <dl className={styles.chips} aria-label={t('balances.label')} data-testid="navbar-balances">
      {PROMINENT.map((currency) => (
        <div key={currency} className={styles.chip} data-testid={`balance-${currency}`}>
          <dt className={styles.chipCurrency}>{currency}</dt>
          <dd className={styles.chipAmount}>
            <Money currency={currency} amount={balances[currency] ?? '0'} showCurrency={false} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function BalanceList({ balances }: { balances: Balances }) {
  const { t } = useTranslation('shell');
  return (
    <dl className={styles.balanceList} aria-label={t('profile.balances')}>
      {ALL.map((currency) => (
        <div
          key={currency}
          className={PROMINENT.includes(currency) ? `${styles.balanceRow} ${styles.inBarOnWide}` : styles.balanceRow}
          data-testid={`profile-balance-${currency}`}
        >
          <dt>{currency}</dt>
          <dd>
            <Money currency={currency} amount={balances[currency] ?? '0'} showCurrency={false} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The signed-in user's balance chips, once their balances have arrived. */
export function MemberBalanceChips() {
  const balances = useBalances(true);
  return balances ? <BalanceChips balances={balances} /> : null;
}
