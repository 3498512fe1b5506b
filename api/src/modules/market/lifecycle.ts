import {
  ANTI_SNIPING_EXTENSION_S,
  ANTI_SNIPING_WINDOW_S,
  CANCEL_FEE,
  FREE_CANCELS_PER_DAY,
  fromBaseUnits,
  marketFee,
  minimumNextBid,
  priceProblem,
  sellerProceeds,
  type SaleType,
} from '@fc/shared/contracts';
import type { Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { utcDay } from '../../lib/time';
import { changeCardState, decide, lockOwnedCardFor } from '../cards';
import { findPlayer } from '../catalog';
import { publishLiveEvent } from '../events';
import { MessageKind, deliverMessage } from '../messages';
import { LedgerReason, applyLedgerEntries, applyLedgerEntry, type LedgerEntry } from '../wallet';
import { MARKET_LEDGER_CURRENCY, MARKET_SETTLE_BATCH } from './constants';
import * as repo from './repository';
import { endAfterBid, listingName, listingRef, sellProblem, subjectOf, tabOf, type ListedFamily } from './rules';

const HOUR_MS = 3_600_000;

function notAvailable(): AppError {
  return new AppError('LISTING_NOT_AVAILABLE', { field: 'transId' });
}

/**
 * Tells those whose own view of a listing changed its new state (live events, at commit): the seller and `bidders`,
 * by default every bidder (a sale, an end, a cancel changes each one's). A bid names only the new leader and the one
 * it outbid: the other bidders' own rows (their bids, outbid already) stay as they were, and the price and bid count
 * they see come from the public stream.
 */
async function publishListing(tx: Transaction, listing: repo.ListingRow, now: Date, bidders?: readonly number[]): Promise<void> {
  // Only an auction has bidders (a bid on a fixed price is refused): a sale or listing at a fixed price asks for none.
  const told = bidders ?? (listing.saleType === 'auction' ? await repo.biddersOf(tx, listing.id) : []);
  const watchers = new Set([listing.sellerId, ...told]);
  for (const userId of watchers) {
    await publishLiveEvent(
      tx,
      userId,
      {
        type: 'listing',
        transId: String(listing.id),
        state: listing.state,
        price: listing.price.toString(),
        bidCount: listing.bidCount,
        endsAt: listing.endsAt ? Math.floor(listing.endsAt.getTime() / 1000) : null,
        leading: listing.saleType === 'auction' && userId !== listing.sellerId ? listing.leaderId === userId : null,
      },
      now,
    );
  }
}

function messageParams(listing: repo.ListingRow, price: bigint): Record<string, string> {
  return { item: listing.name, price: fromBaseUnits(MARKET_LEDGER_CURRENCY, price), transId: String(listing.id) };
}

export interface Sell {
  userId: number;
  tokenId: string;
  saleType: SaleType;
  price: bigint;
  hours?: number;
  now: Date;
}

/**
 * Lists a card, pack or box the user holds: the price checked (SPEC §5), then the card moved to `listed` by the card
 * state machine (which refuses whatever blocks it: a lineup, equipment, a trial, busy, TopPrize, played today), and the
 * listing written with what the grid filters on copied from the card and its player.
 */
export async function sell(tx: Transaction, request: Sell): Promise<repo.ListingRow> {
  const problem = sellProblem(request.saleType, request.price, request.hours);
  if (problem) throw new AppError(problem.code, { field: problem.field });
  const by = { userId: request.userId };
  const { card, facts } = await lockOwnedCardFor(tx, 'list', request.tokenId, by, request.now);
  // An item is not for the market: the state machine's refusal, before anything is written.
  if (card.family === 'item') throw new AppError('CARD_ACTION_UNAVAILABLE', { field: 'tokenId' });
  // And whatever blocks the card (already listed, staked, in a lineup…), before the listing row exists.
  const decision = decide(facts, 'list');
  if (!decision.ok) throw new AppError(decision.code, { field: 'tokenId' });
  const family: ListedFamily = card.family;
  const player = card.playerId ? await findPlayer(tx, card.playerId) : null;
  const name = listingName(family, { playerName: player?.name ?? null, kind: card.kind, rarity: card.rarity });
  const listing = await repo.insertListing(tx, {
    sellerId: request.userId,
    cardId: card.id,
    tab: tabOf(family),
    family,
    subject: subjectOf({ family, playerId: card.playerId, rarity: card.rarity, kind: card.kind }),
    saleType: request.saleType,
    state: 'listed',
    rarity: card.rarity,
    position: player?.position ?? null,
    name,
    startPrice: request.price,
    price: request.price,
    bidCount: 0,
    listedAt: request.now,
    endsAt: request.hours !== undefined ? new Date(request.now.getTime() + request.hours * HOUR_MS) : null,
    closedAt: null,
  });
  // The card's change, under the same row lock: the state machine's decision above stands.
  await changeCardState(tx, { locked: { card, facts }, action: 'list', by, now: request.now, ref: listingRef(listing.id) });
  // A new listing has no bidders yet.
  await publishListing(tx, listing, request.now, []);
  return listing;
}

/**
 * Hands the card to the buyer, completes the listing, tells the seller, then takes the buyer's payment (`buyerPays`,
 * their ledger entries) and pays the seller the price less the fee. Answers the completed listing and the card's tokenId.
 */
async function complete(
  tx: Transaction,
  listing: repo.ListingRow,
  buyerId: number,
  price: bigint,
  buyerPays: readonly LedgerEntry[],
  now: Date,
): Promise<{ completed: repo.ListingRow; tokenId: string }> {
  const ref = listingRef(listing.id);
  const fee = marketFee(price);
  // A listed card changes only through its listing, whose row is locked here: it is listed, and the seller's.
  const heldAs = { state: 'listed', ownerId: listing.sellerId } as const;
  const { tokenId } = await changeCardState(tx, { cardId: listing.cardId, heldAs, action: 'sell', by: 'system', newOwnerId: buyerId, now, ref });
  const completed = await repo.updateListed(tx, listing.id, { state: 'completed', buyerId, soldPrice: price, fee, closedAt: now });
  await deliverMessage(tx, { userId: listing.sellerId, kind: MessageKind.marketListingSold, params: { ...messageParams(listing, price), proceeds: fromBaseUnits(MARKET_LEDGER_CURRENCY, sellerProceeds(price)) }, now });
  // The money last: a user's balance row is shared by all their purchases, sales and bids, so it is held for the
  // fewest round trips (this, the deferred writes, the commit). A buyer short of it rolls all of the above back.
  const sellerPaid: LedgerEntry = { userId: listing.sellerId, currency: MARKET_LEDGER_CURRENCY, delta: sellerProceeds(price), reason: LedgerReason.marketSale, ref };
  await applyLedgerEntries(tx, [...buyerPays, sellerPaid], now);
  return { completed, tokenId };
}

/** Locks a listing that is listed, or refuses it as not available. */
async function lockListed(tx: Transaction, listingId: number): Promise<repo.ListingRow> {
  const listing = await repo.lockListing(tx, listingId);
  if (!listing || listing.state !== 'listed') throw notAvailable();
  return listing;
}

/**
 * Buys a fixed-price listing, in one transaction under the listing's row lock: the buyer pays (market_purchase), the
 * seller receives the price less the fee (market_sale), the card goes to the buyer, the listing completes. A second
 * buyer waits for the lock and then finds it completed: LISTING_NOT_AVAILABLE, nothing written.
 */
export async function buy(tx: Transaction, request: { userId: number; listingId: number; now: Date }): Promise<{ listing: repo.ListingRow; tokenId: string }> {
  const { userId, now } = request;
  const listing = await lockListed(tx, request.listingId);
  if (listing.saleType !== 'fixed') throw new AppError('WRONG_SALE_TYPE', { field: 'transId' });
  if (listing.sellerId === userId) throw new AppError('OWN_LISTING', { field: 'transId' });
  const payment: LedgerEntry = { userId, currency: MARKET_LEDGER_CURRENCY, delta: -listing.price, reason: LedgerReason.marketPurchase, ref: listingRef(listing.id) };
  const { completed, tokenId } = await complete(tx, listing, userId, listing.price, [payment], now);
  await publishListing(tx, completed, now);
  return { listing: completed, tokenId };
}

/**
 * Bids on an auction under its row lock: the bid's price is held from the bidder at once (market_bid_hold), the
 * previous leader's hold is given back at once (market_bid_refund) with a message, and a bid within the last
 * ANTI_SNIPING_WINDOW_S moves the end ANTI_SNIPING_EXTENSION_S later. The leader cannot raise their own bid
 * (ALREADY_LEADING): a raise would only hold more of their money against nobody.
 */
export async function bid(tx: Transaction, request: { userId: number; listingId: number; price: bigint; now: Date }): Promise<repo.ListingRow> {
  const { userId, price, now } = request;
  const listing = await lockListed(tx, request.listingId);
  if (listing.saleType !== 'auction') throw new AppError('WRONG_SALE_TYPE', { field: 'transId' });
  if (!listing.endsAt || listing.endsAt <= now) throw notAvailable();
  if (listing.sellerId === userId) throw new AppError('OWN_LISTING', { field: 'transId' });
  if (listing.leaderId === userId) throw new AppError('ALREADY_LEADING', { field: 'transId' });
  const problem = priceProblem('fixed', price);
  if (problem) throw new AppError(problem, { field: 'price' });
  const minimum = minimumNextBid(listing.startPrice, listing.bidCount > 0 ? listing.price : null);
  if (price < minimum) throw new AppError('BID_TOO_LOW', { field: 'price', message: minimum.toString() });

  const ref = listingRef(listing.id);
  const previous = await repo.outbidLeader(tx, listing.id);
  if (previous) await deliverMessage(tx, { userId: previous.bidderId, kind: MessageKind.marketOutbid, params: messageParams(listing, price), now });
  await repo.insertBid(tx, { listingId: listing.id, bidderId: userId, price, state: 'leading', createdAt: now });
  const updated = await repo.updateListed(tx, listing.id, {
    price,
    bidCount: listing.bidCount + 1,
    leaderId: userId,
    endsAt: endAfterBid(listing.endsAt, now, ANTI_SNIPING_WINDOW_S, ANTI_SNIPING_EXTENSION_S),
  });
  // The money last and in one statement (as a purchase's): the bidder's hold, the previous leader's refund. A bidder
  // short of it rolls all of the above back.
  const hold: LedgerEntry = { userId, currency: MARKET_LEDGER_CURRENCY, delta: -price, reason: LedgerReason.marketBidHold, ref };
  const refund: LedgerEntry[] = previous ? [{ userId: previous.bidderId, currency: MARKET_LEDGER_CURRENCY, delta: previous.price, reason: LedgerReason.marketBidRefund, ref }] : [];
  await applyLedgerEntries(tx, [hold, ...refund], now);
  await publishListing(tx, updated, now, previous ? [userId, previous.bidderId] : [userId]);
  return updated;
}

/**
 * The seller takes a listing off: free FREE_CANCELS_PER_DAY times a UTC day, then CANCEL_FEE each (a ledger row;
 * BALANCE_NOT_ENOUGH writes nothing). An auction with a bid stays.
 */
export async function cancel(tx: Transaction, request: { userId: number; listingId: number; now: Date }): Promise<{ feePaid: bigint; freeCancelsLeft: number }> {
  const { userId, now } = request;
  const listing = await repo.lockListing(tx, request.listingId);
  if (!listing) throw notAvailable();
  if (listing.sellerId !== userId) throw new AppError('NOT_YOUR_LISTING', { field: 'transId' });
  if (listing.state !== 'listed') throw notAvailable();
  if (listing.bidCount > 0) throw new AppError('AUCTION_HAS_BIDS', { field: 'transId' });
  const cancels = await repo.countCancel(tx, userId, utcDay(now));
  const feePaid = cancels > FREE_CANCELS_PER_DAY ? CANCEL_FEE : 0n;
  const ref = listingRef(listing.id);
  if (feePaid > 0n) await applyLedgerEntry(tx, { userId, currency: MARKET_LEDGER_CURRENCY, delta: -feePaid, reason: LedgerReason.marketCancelFee, ref }, now);
  await changeCardState(tx, { cardId: listing.cardId, action: 'unlist', by: { userId }, now, ref });
  const cancelled = await repo.updateListed(tx, listing.id, { state: 'cancelled', cancelFee: feePaid, closedAt: now });
  await publishListing(tx, cancelled, now);
  return { feePaid, freeCancelsLeft: Math.max(0, FREE_CANCELS_PER_DAY - cancels) };
}

/**
 * Ends one locked auction past its end: with a leading bid, the winner's hold pays (released, then paid as a
 * market_purchase, so a won auction counts as a purchase everywhere a purchase does), the seller receives the price
 * less the fee, the card moves, and the winner, the other bidders and the seller are told; without a bid it times
 * out and the card goes back to rest.
 */
async function settle(tx: Transaction, listing: repo.ListingRow, now: Date): Promise<'completed' | 'timeout'> {
  const ref = listingRef(listing.id);
  const leading = await repo.leadingBid(tx, listing.id);
  if (!leading) {
    await changeCardState(tx, { cardId: listing.cardId, action: 'unlist', by: 'system', now, ref });
    const ended = await repo.updateListed(tx, listing.id, { state: 'timeout', closedAt: now });
    await deliverMessage(tx, { userId: listing.sellerId, kind: MessageKind.marketAuctionNoBid, params: messageParams(listing, listing.startPrice), now });
    await publishListing(tx, ended, now);
    return 'timeout';
  }
  await repo.setBidState(tx, leading.id, 'leading', 'won');
  await repo.markLost(tx, listing.id);
  // The winner's hold is released, then paid as the purchase.
  const payment: LedgerEntry[] = [
    { userId: leading.bidderId, currency: MARKET_LEDGER_CURRENCY, delta: leading.price, reason: LedgerReason.marketBidRefund, ref },
    { userId: leading.bidderId, currency: MARKET_LEDGER_CURRENCY, delta: -leading.price, reason: LedgerReason.marketPurchase, ref },
  ];
  const { completed } = await complete(tx, listing, leading.bidderId, leading.price, payment, now);
  await deliverMessage(tx, { userId: leading.bidderId, kind: MessageKind.marketAuctionWon, params: messageParams(listing, leading.price), now });
  for (const bidderId of await repo.biddersOf(tx, listing.id)) {
    if (bidderId !== leading.bidderId) {
      await deliverMessage(tx, { userId: bidderId, kind: MessageKind.marketAuctionLost, params: messageParams(listing, leading.price), now });
    }
  }
  await publishListing(tx, completed, now);
  return 'completed';
}

/** The job's work at `now`: every auction past its end settles once (its row lock and its state). */
export async function settleAuctions(tx: Transaction, now: Date): Promise<{ completed: number; timeout: number }> {
  const due = await repo.lockDueAuctions(tx, now, MARKET_SETTLE_BATCH);
  const result = { completed: 0, timeout: 0 };
  for (const listing of due) result[await settle(tx, listing, now)] += 1;
  return result;
}
