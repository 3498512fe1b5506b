import { LISTING_STATES, MARKET_TABS, minimumNextBid, type PublicLiveEvent, type PublicLiveEventPayloads } from '@fc/shared/contracts';

type Notified = Record<string, unknown>;

const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isAmount = (value: unknown): value is string => isText(value) && /^(0|[1-9][0-9]{0,77})$/.test(value);
const isSecondsOrNull = (value: unknown): value is number | null => value === null || Number.isSafeInteger(value);
const isAmountOrNull = (value: unknown): value is string | null => value === null || isAmount(value);
const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T => values.includes(value as T);

/** A listing as migration 0036 notifies it: its public fields, with what the next minimum bid is derived from. */
function marketEvent(notified: Notified): PublicLiveEvent<'market'> | null {
  const { transId, tab, saleType, state, startPrice, price, bidCount, endsAt, closedAt, soldPrice } = notified;
  if (!isText(transId) || !oneOf(MARKET_TABS, tab) || !oneOf(LISTING_STATES, state) || !isAmount(startPrice) || !isAmount(price)) return null;
  if (!isCount(bidCount) || !isSecondsOrNull(endsAt) || !isSecondsOrNull(closedAt) || !isAmountOrNull(soldPrice)) return null;
  const biddable = saleType === 'auction' && state === 'listed';
  return {
    type: 'market',
    transId,
    tab,
    state,
    price,
    // As the grid says it (market/service.ts): the next bid's floor while an auction is open, else none.
    minNextBid: biddable ? minimumNextBid(BigInt(startPrice), bidCount > 0 ? BigInt(price) : null).toString() : null,
    bidCount,
    endsAt,
    closedAt,
    soldPrice,
  };
}

function packsEvent(notified: Notified): PublicLiveEvent<'packs'> | null {
  const { seriesId, left, supply, drawn, revealed } = notified;
  if (!isText(seriesId) || !isCount(left) || !isCount(supply) || typeof drawn !== 'boolean' || typeof revealed !== 'boolean') return null;
  return { type: 'packs', seriesId, left, supply, drawn, revealed };
}

/** An event to publish as soon as its moment is known (the batch's), or null. */
export type PublicChange = PublicLiveEvent<'market' | 'packs'> | { type: 'topPrize' };

/** What a notification on PUBLIC_LIVE_CHANNEL says, or null for a payload this version does not know. */
export function parsePublicNotification(payload: string): PublicChange | null {
  let notified: unknown;
  try {
    notified = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof notified !== 'object' || notified === null) return null;
  const fields = notified as Notified;
  switch (fields.type) {
    case 'market':
      return marketEvent(fields);
    case 'packs':
      return packsEvent(fields);
    case 'topPrize':
      return { type: 'topPrize' };
    default:
      return null;
  }
}

/** Which changes replace each other within a batch: the same listing's, the same series', any TopPrize one. */
export function changeKey(change: PublicChange): string {
  switch (change.type) {
    case 'market':
      return `market:${change.transId}`;
    case 'packs':
      return `packs:${change.seriesId}`;
    case 'topPrize':
      return 'topPrize';
  }
}

/** One event in the SSE text format (no `id`: public events are not numbered). */
export function sseText<T extends keyof PublicLiveEventPayloads>(type: T, payload: PublicLiveEventPayloads[T]): string {
  return `event: ${type}\ndata: ${JSON.stringify(payload)}\n\n`;
}

/** A change as the text every stream gets; TopPrize's moment `at` is the batch's. */
export function changeText(change: PublicChange, at: number): string {
  switch (change.type) {
    case 'market': {
      const { type: _market, ...payload } = change;
      return sseText('market', payload);
    }
    case 'packs': {
      const { type: _packs, ...payload } = change;
      return sseText('packs', payload);
    }
    case 'topPrize':
      return sseText('topPrize', { at });
  }
}
