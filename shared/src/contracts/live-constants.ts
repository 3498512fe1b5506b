/**
 * Live events: what the server pushes to a signed-in browser over its one event stream (`ApiPaths.eventsStream`,
 * server-sent events). Each event names its type (the SSE `event:` field) and carries a JSON payload (`data:`); its
 * SSE `id:` is the user's own event number, which a reconnecting client sends back to resume after it.
 * Every payload is the new state of something (a count, an amount, a card's state), never a difference, so an event
 * delivered twice does no harm. Later issues add their types here (bids, deposit confirmations, match events).
 */
import type { CardFamily, CardState } from './cards-constants';
import type { ChainId, ChainToken, DepositKind, DepositStatus } from './chain-constants';
import type { Amount, Currency } from './money';
import type { ListingState, MarketTab } from './market-constants';
import type { WithdrawalStatus } from './withdrawals-constants';
import type { PvpChallengeState, QueueMode, QueueState } from './game-constants';

export interface LiveEventPayloads {
  /** The unread message count changed (a message arrived or was read). */
  messages: { unread: number };
  /** A balance changed; `amount` is the new balance in base units. */
  balance: { currency: Currency; amount: Amount };
  /** A card was minted to the user, changed state, or left them (`owned: false`: sold, transferred). */
  card: { tokenId: string; family: CardFamily; state: CardState; owned: boolean };
  /** A withdrawal moved on: sent (its tx hash), a confirmation more (n of `confirmationsNeeded`), confirmed or failed. */
  withdrawal: { id: string; token: ChainToken; chainId: number; status: WithdrawalStatus; txHash: string | null; confirmations: number; confirmationsNeeded: number };
  /**
   * Sent first on a new stream, and when the stream cannot resume (the events after the client's id were pruned): the
   * current unread count and every balance. Whatever else a page shows may be stale: refetch it.
   */
  resync: { unread: number; balances: Record<Currency, Amount> };
  /**
   * A market listing the user sells or bid on changed: a bid (its new price, end and count; `leading` whether the
   * user holds the highest bid), a sale, an end, a cancel. A bid is sent to the seller, the new leader and the bidder
   * it outbid (the other bidders see its price on the public stream); the rest to the seller and every bidder.
   */
  listing: {
    transId: string;
    state: ListingState;
    price: Amount;
    bidCount: number;
    endsAt: number | null;
    leading: boolean | null;
  };
  /**
   * A deposit to the user's deposit address was seen or moved on: its confirmations out of `required`, its status.
   * `token`/`amount` for a token deposit, `tokenId` for a card (NFT) deposit.
   */
  deposit: {
    id: string;
    chainId: ChainId;
    kind: DepositKind;
    token: ChainToken | null;
    amount: Amount | null;
    tokenId: string | null;
    txHash: string;
    confirmations: number;
    required: number;
    status: DepositStatus;
  };
  /**
   * The manager's place in a TopManager queue moved, or the queue matched them (`matchId`, and the seed's hash
   * published before kick-off), or they left it. The same fields as /game/queue/status answers.
   */
  queue: {
    state: QueueState;
    mode: QueueMode | null;
    position: number | null;
    waiting: number;
    enteredAt: number | null;
    bandPercent: number | null;
    teamRating: number | null;
    matchId: string | null;
    seedHash: string | null;
    now: number;
  };
  /** A PVP challenge to or from the manager was sent, answered (its match), cancelled or expired. */
  challenge: { challengeId: string; state: PvpChallengeState; matchId: string | null };
}

export type LiveEventType = keyof LiveEventPayloads;
/** The types the server stores per user (and resumes); `resync` is said by the stream itself. */
export const STORED_LIVE_EVENT_TYPES = ['messages', 'balance', 'card', 'deposit', 'withdrawal', 'listing', 'queue', 'challenge'] as const satisfies readonly LiveEventType[];
export type StoredLiveEventType = (typeof STORED_LIVE_EVENT_TYPES)[number];
export const LIVE_EVENT_TYPES = [...STORED_LIVE_EVENT_TYPES, 'resync'] as const satisfies readonly LiveEventType[];

/** One event as a typed value: `{ type: 'balance', currency, amount }`. */
export type LiveEvent<T extends LiveEventType = LiveEventType> = { [K in T]: { type: K } & LiveEventPayloads[K] }[T];
/** An event a domain change publishes (stored, resumable). */
export type StoredLiveEvent = LiveEvent<StoredLiveEventType>;

/** The query parameters of the stream: EventSource cannot send headers, so the ticket travels in the URL. */
export const LIVE_TICKET_PARAM = 'ticket';
/** Where to resume when the client opens a new EventSource itself (it then cannot set `Last-Event-ID`). */
export const LIVE_LAST_EVENT_ID_PARAM = 'lastEventId';
/** How long a stream ticket is good for, once (seconds). [ours] */
export const LIVE_TICKET_TTL_S = 60;

/**
 * The public live stream (`ApiPaths.publicStream`, a GET anyone may open, no ticket): what every visitor's market, pack
 * and TopPrize pages follow instead of polling. Fed by the database's notifications (channel `fc_public_live`) from
 * whichever API process made the change, fanned out by each process to its open streams. Like the user's events each
 * payload is the new state of something, never a difference; unlike them a public event is not stored nor numbered, so
 * a client that (re)connects has missed what happened meanwhile and refetches what it shows (`hello`, sent first).
 */
export interface PublicLiveEventPayloads {
  /**
   * Sent first on every connection, and again on an open one when the server may have missed changes (its database
   * connection was restored): refetch whatever the stream keeps fresh. `now`: the server clock, unix seconds.
   */
  hello: { now: number };
  /**
   * A market listing was listed, bid on, repriced, sold, timed out or cancelled: its new public state (what the grid
   * shows without the caller's own fields). A listing a page does not hold yet (a new one) means its lists may change.
   */
  market: {
    transId: string;
    tab: MarketTab;
    state: ListingState;
    price: Amount;
    minNextBid: Amount | null;
    bidCount: number;
    endsAt: number | null;
    closedAt: number | null;
    soldPrice: Amount | null;
  };
  /** A pack series' supply moved (`left`), or its lots were drawn or its seed revealed (`drawn`, `revealed`). */
  packs: { seriesId: string; left: number; supply: number; drawn: boolean; revealed: boolean };
  /**
   * The TopPrize event moved (a payout was made, cards joined or left it, so its pool, power and shares changed) at
   * `at` (unix seconds): refetch it (its answer holds the caller's own share too).
   */
  topPrize: { at: number };
}

export type PublicLiveEventType = keyof PublicLiveEventPayloads;
export const PUBLIC_LIVE_EVENT_TYPES = ['hello', 'market', 'packs', 'topPrize'] as const satisfies readonly PublicLiveEventType[];
/** One public event as a typed value: `{ type: 'packs', seriesId, left, … }`. */
export type PublicLiveEvent<T extends PublicLiveEventType = PublicLiveEventType> = { [K in T]: { type: K } & PublicLiveEventPayloads[K] }[T];
