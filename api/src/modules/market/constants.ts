import type { Currency, PackKind, Rarity, SaleType } from '@fc/shared/contracts';

/**
 * The market's own numbers. The rules both sides share (bounds, fee, bid step, anti-sniping, free cancels) are in the
 * contract, `@fc/shared/contracts` (market-constants.ts); these are the server's.
 */

/** The market's one currency (MARKET_CURRENCY of the contract, as the wallet's type). [spec] */
export const MARKET_LEDGER_CURRENCY: Currency = 'TMT';

/** What a listing's ledger rows name as their cause: market:<transId>. */
export const MARKET_LEDGER_REF_PREFIX = 'market:';

/** Every minute the job runner settles the auctions past their end (DOMAIN.md "Scheduled work"). */
export const MARKET_SETTLE_JOB = 'market-settle';
export const MARKET_SETTLE_JOB_CRON = '* * * * *';
/** Most auctions one run settles; the next minute takes the rest. [ours] */
export const MARKET_SETTLE_BATCH = 500;


/** What a guest or the seller sees of a nickname: its first and last characters around stars. [ours] */
export const MASKED_MIDDLE = '***';

/**
 * The demo market (npm start): demo sellers and what each lists, deterministic. Player cards name a catalog player
 * and a rarity; packs a kind; boxes a rarity. Auctions last `hours`. Prices in whole TMT. [ours]
 */
export interface DemoListing {
  item: { fp: { playerId: number; rarity: Rarity } } | { collectible: { playerId: number; rarity: Rarity } } | { pack: PackKind } | { box: Rarity };
  saleType: SaleType;
  price: string;
  hours?: number;
}
export const DEMO_MARKET_SELLERS: readonly { email: string; nickName: string; listings: readonly DemoListing[] }[] = [
  {
    email: 'market-seller1@fc.example',
    nickName: 'KickOffKim',
    listings: [
      { item: { fp: { playerId: 3, rarity: 'common' } }, saleType: 'fixed', price: '25' },
      { item: { fp: { playerId: 7, rarity: 'rare' } }, saleType: 'auction', price: '60', hours: 24 },
      { item: { collectible: { playerId: 11, rarity: 'epic' } }, saleType: 'fixed', price: '320' },
      { item: { pack: 'legend' }, saleType: 'fixed', price: '90' },
      { item: { box: 'rare' }, saleType: 'auction', price: '40', hours: 48 },
    ],
  },
  {
    email: 'market-seller2@fc.example',
    nickName: 'GoalKeeperLee',
    listings: [
      { item: { fp: { playerId: 15, rarity: 'epic' } }, saleType: 'fixed', price: '480' },
      { item: { fp: { playerId: 3, rarity: 'common' } }, saleType: 'fixed', price: '22.5' },
      { item: { collectible: { playerId: 19, rarity: 'rare' } }, saleType: 'auction', price: '75', hours: 12 },
      { item: { pack: 'allStar' }, saleType: 'auction', price: '50', hours: 6 },
      { item: { box: 'epic' }, saleType: 'fixed', price: '210' },
    ],
  },
];
