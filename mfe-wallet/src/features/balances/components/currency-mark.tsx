import type { Currency } from '@fc/shared';
import styles from './currency-mark.module.css';

const SIGN: Record<Currency, string> = { USD: '$', BNB: 'B', TMT: 'T', GOAL: 'G', POINTS: 'P' };

/** A currency's round mark in its colour, beside its name (decorative: the name says it). */
export function CurrencyMark({ currency }: { currency: Currency }) {
  return (
    <span className={styles.mark} data-currency={currency} aria-hidden="true">
      {SIGN[currency]}
    </span>
  );
}
