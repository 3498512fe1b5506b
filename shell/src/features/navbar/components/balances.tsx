import { useTranslation } from 'react-i18next';
import { formatAmount, type Currency } from '@fc/shared';
import { useBalances, type Balances } from '../api/get-currency';
import styles from './navbar.module.css';

/** Shown in the bar on wide screens; every currency is in the profile menu's list, these two only when narrower. */
const PROMINENT: readonly Currency[] = ['TMT', 'GOAL'];
const ALL: readonly Currency[] = ['TMT', 'GOAL', 'USD', 'BNB', 'POINTS'];

export function BalanceChips({ balances }: { balances: Balances }) {
  const { t } = useTranslation('shell');
  return (
    <dl className={styles.chips} aria-label={t('balances.label')} data-testid="navbar-balances">
      {PROMINENT.map((currency) => (
        <div key={currency} className={styles.chip} data-testid={`balance-${currency}`}>
          <dt className={styles.chipCurrency}>{currency}</dt>
          <dd className={styles.chipAmount}>{formatAmount(currency, balances[currency] ?? '0')}</dd>
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
          <dd>{formatAmount(currency, balances[currency] ?? '0')}</dd>
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
