export { checkedAddress } from './rules';
export { withdrawalsSuspendedUntil } from './service';
export { withdrawals } from './tables';
