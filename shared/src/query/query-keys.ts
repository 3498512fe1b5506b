/**
 * Keys of the data more than one app reads or changes (the navbar shows balances that the wallet and the market
 * change), so that whoever changes it invalidates the same entry. Keys of one remote's own data live in that
 * remote's feature (`features/<feature>/api/`), prefixed with the remote's area.
 */
export const sharedQueryKeys = {
  balances: ['player', 'balances'],
} as const;
