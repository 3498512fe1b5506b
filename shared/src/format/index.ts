export {
  formatAmount,
  formatDate,
  formatDateTime,
  formatDuration,
  formatExactAmount,
  formatMoney,
  formatMoneyFigure,
  formatNumber,
  formatPercent,
  isAmountCut,
  isoDuration,
} from './format';
