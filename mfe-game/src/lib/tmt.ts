import { currentLanguage, formatAmount, type Amount } from '@fc/shared';

/** An amount of TMT base units in words: "12.5 TMT". */
export function tmtText(amount: Amount | bigint): string {
  return `${formatAmount('TMT', amount, currentLanguage())} TMT`;
}
