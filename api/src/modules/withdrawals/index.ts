export { checkedAddress } from './rules';
export { withdrawalUnsent } from './repository';
