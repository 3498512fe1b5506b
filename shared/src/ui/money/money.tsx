import { useTranslation } from 'react-i18next';
import type { Amount, Currency } from '../../contracts/base';
import { formatExactAmount, formatMoney, formatMoneyFigure, isAmountCut } from '../../format/format';
import { toApiLanguage } from '../../i18n/i18n';

export interface MoneyProps {
  currency: Currency;
  /** Base units, as the API sends them. */
  amount: Amount | bigint;
  /**
   * False for the figure alone, where the currency is named beside it (a balance chip's label, a column heading);
   * the tooltip still names it.
   */
  showCurrency?: boolean;
  className?: string;
  'data-testid'?: string;
}

/**
 * An amount and its currency in the one money format (`formatMoney`): rounded down to the currency's display
 * precision; when that cut digits, the tooltip gives the exact amount and says it was rounded down.
 */
export function Money({ currency, amount, showCurrency = true, className, 'data-testid': testId }: MoneyProps) {
  const { t, i18n } = useTranslation('common');
  const locale = toApiLanguage();
  const label = currency === 'POINTS' ? t('money.points') : currency;
  const exact = formatExactAmount(currency, amount, locale);
  const cut = isAmountCut(currency, amount);
  return (
    <data
      value={exact}
      className={className}
      data-testid={testId}
      lang={i18n.resolvedLanguage}
      title={cut ? t('money.roundedDown', { amount: exact, currency: label }) : undefined}
    >
      {showCurrency ? formatMoney(currency, amount, locale, label) : formatMoneyFigure(currency, amount, locale)}
    </data>
  );
}

/** `formatMoney` with the currency's word in the page's language, for text built with `t()`. */
export function useFormatMoney(): (currency: Currency, amount: Amount | bigint) => string {
  const { t } = useTranslation('common');
  return (currency, amount) => formatMoney(currency, amount, toApiLanguage(), currency === 'POINTS' ? t('money.points') : currency);
}
