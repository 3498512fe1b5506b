// The sales' pure rules without TypeBox (the pack sale's periods and limits, the bidding sale's clearing formula, the
// market's rules): the entry '@fc/shared/contracts/sales', which only the sale pages import, so they stay out of the
// root singleton every guest loads. The root entry re-exports their types only.
export * from './pool-sale-constants';
export * from './packs-constants';
export * from './market-constants';
