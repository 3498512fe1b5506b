export {
  formatAmount,
  formatDate,
  formatDateTime,
  formatDuration,
  formatExactAmount,
  formatMoney,
  formatNumber,
  formatPercent,
  isAmountCut,
  isoDuration,
} from './format';
