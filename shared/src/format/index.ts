export { formatAmount, formatDate, formatDateTime } from './format';
