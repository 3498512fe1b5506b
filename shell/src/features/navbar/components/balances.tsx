import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Money, paths, type Currency } from '@fc/shared';
import { useBalances, type Balances } from '../api/get-currency';
import styles from './navbar.module.css';

/**
 * Each balance is its currency beside the figure in the kit's money format (rounded down, the exact amount in the
 * tooltip). These two are shown in the bar on wide screens; every currency is in the profile menu's list, these two
 * only when narrower. The chips are one link to the wallet, where the balances are spent and topped up: its name is
 * the figures it shows, then where it goes.
 */
const PROMINENT: readonly Currency[] = ['TMT', 'GOAL'];
const ALL: readonly Currency[] = ['TMT', 'GOAL', 'USD', 'BNB', 'POINTS'];

export function BalanceChips({ balances }: { balances: Balances }) {
  const { t } = useTranslation('shell');
  return (
    <Link to={paths.wallet()} className={styles.chips} data-testid="navbar-balances">
      <dl className={styles.chipList}>
        {PROMINENT.map((currency) => (
          <div key={currency} className={styles.chip} data-testid={`balance-${currency}`}>
            <dt className={styles.chipCurrency}>{currency}</dt>
            <dd className={styles.chipAmount}>
              <Money currency={currency} amount={balances[currency] ?? '0'} showCurrency={false} />
            </dd>
          </div>
        ))}
      </dl>
      <span className={styles.visuallyHidden}>{t('balances.inWallet')}</span>
    </Link>
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
