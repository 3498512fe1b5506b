/**
 * The pack sale (SPEC §4 "Pack sale periods", §7 /payCardPack/capsBuy; the /cardPack/… reads are ours): series of
 * Legend and All Star packs sold in periods, a reservation with a lots drawing, and buying with TMT.
 */
import { Type, type Static } from 'typebox';
import { PACK_KINDS, POSITIONS, RARITIES } from './cards-constants';
import { MAX_PAGE } from './messages';
import { AMOUNT_PATTERN } from './money';
import { PAYMENT_METHODS } from './payments-constants';
import { LOTS_RULES, MAX_PACKS_PER_CALL, PACK_PERIODS, RESERVATION_STATES } from './packs-constants';
import { STRICT, StringEnum } from './schema';
import { RarityChance } from './training';

const AmountSchema = Type.String({ pattern: AMOUNT_PATTERN });
/** A series' public id: `legend-1`, `all-star-2`. */
export const SeriesId = Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9-]+$' });
const PlayerCardId = Type.String({ minLength: 1, maxLength: 10, pattern: '^[0-9]+$' });
const Quantity = Type.Integer({ minimum: 1, maximum: MAX_PACKS_PER_CALL });

/** The caller's standing in a series; null for a guest. */
export const PackMine = Type.Object({
  /** Packs bought (TMT and paid orders) and still to buy within the per-user maximum. */
  bought: Type.Integer(),
  left: Type.Integer(),
  /** Bought today (UTC) and still to buy today. */
  boughtToday: Type.Integer(),
  leftToday: Type.Integer(),
  reservation: Type.Union([
    Type.Object({ entry: Type.String(), quantity: Type.Integer(), state: StringEnum(RESERVATION_STATES), won: Type.Integer() }),
    Type.Null(),
  ]),
});
export type PackMine = Static<typeof PackMine>;

export const PackSeriesSummary = Type.Object({
  seriesId: Type.String(),
  kind: StringEnum(PACK_KINDS),
  period: StringEnum(PACK_PERIODS),
  /** Unix seconds each period starts, in PACK_PERIODS order. */
  periods: Type.Array(Type.Object({ period: StringEnum(PACK_PERIODS), startsAt: Type.Integer() })),
  /** When the next period starts; null once ended. */
  nextPeriodAt: Type.Union([Type.Integer(), Type.Null()]),
  /** TMT base units and USD base units (cents) per pack. */
  priceTmt: AmountSchema,
  priceUsd: AmountSchema,
  supply: Type.Integer(),
  left: Type.Integer(),
  maxPerUser: Type.Integer(),
  dailyLimit: Type.Integer(),
  /** Packs the lots drawing gives out to reservations (bought in the before-sale period). */
  lots: Type.Integer(),
  mine: Type.Union([PackMine, Type.Null()]),
  /** The server clock, unix seconds (the countdowns). */
  now: Type.Integer(),
});
export type PackSeriesSummary = Static<typeof PackSeriesSummary>;

/** One reservation as published (the ordered list the winners are drawn from). */
export const PackEntry = Type.Object({
  position: Type.Integer(),
  entry: Type.String(),
  quantity: Type.Integer(),
  /** Packs won; null before the draw. */
  won: Type.Union([Type.Integer(), Type.Null()]),
});
export type PackEntry = Static<typeof PackEntry>;

export const PackSeriesDetail = Type.Object({
  ...PackSeriesSummary.properties,
  /** Cards in one pack, the odds of each card (basis points), and the rarity one card at least has. */
  cardsPerPack: Type.Integer(),
  odds: Type.Array(RarityChance),
  atLeastOne: Type.Union([StringEnum(RARITIES), Type.Null()]),
  /** SHA-256 (hex) of the lots seed, published when the reservation opens; null before. */
  seedHash: Type.Union([Type.String(), Type.Null()]),
  /** The lots seed (hex), revealed after the draw; null before. */
  seed: Type.Union([Type.String(), Type.Null()]),
  /** The reservations in order, from the reservation's opening; `won` filled after the draw. */
  entries: Type.Array(PackEntry),
  /**
   * How the lots were (or will be) drawn (@fc/shared/fair `drawSeriesLots`): `fair`, seedHash = SHA-256 of the seed's
   * bytes and digest = HMAC-SHA256(seed, `playerSeed:0:lots`); `legacy` (series committed before provably fair),
   * seedHash = SHA-256 of the seed's hex text, no player seed.
   */
  lotsRule: StringEnum(LOTS_RULES),
  /** `fair`: the player seed, SHA-256 (hex) of the closed list's canonical text (`lotsListText`), published when the lots are drawn; null before and for `legacy`. */
  playerSeed: Type.Union([Type.String(), Type.Null()]),
  /** `fair`: the nonce, always 0 (one drawing per series); null for `legacy`. */
  nonce: Type.Union([Type.Integer(), Type.Null()]),
});
export type PackSeriesDetail = Static<typeof PackSeriesDetail>;

/** /cardPack/list — every series, newest period first. Guests too. */
export const PackListRequest = Type.Object({}, STRICT);
export type PackListRequest = Static<typeof PackListRequest>;
export const PackListResponse = Type.Object({ list: Type.Array(PackSeriesSummary) });
export type PackListResponse = Static<typeof PackListResponse>;

/** /cardPack/detail — one series. Guests too. */
export const PackDetailRequest = Type.Object({ seriesId: SeriesId }, STRICT);
export type PackDetailRequest = Static<typeof PackDetailRequest>;

/** A card a pack can pull: a player, in each rarity the pack holds. */
export const PackCardSummary = Type.Object({
  cardId: Type.String(),
  /** The player, whose art the card has (`cardArtUrl`). */
  playerId: Type.Integer(),
  name: Type.String(),
  club: Type.String(),
  position: StringEnum(POSITIONS),
});
export type PackCardSummary = Static<typeof PackCardSummary>;

/** /cardPack/cards — the cards the series can pull, paged. Guests too. */
export const PackCardsRequest = Type.Object({ seriesId: SeriesId, page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })) }, STRICT);
export type PackCardsRequest = Static<typeof PackCardsRequest>;
export const PackCardsResponse = Type.Object({ list: Type.Array(PackCardSummary), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });
export type PackCardsResponse = Static<typeof PackCardsResponse>;

/** /cardPack/card — a card of a pack: the player, and for each rarity the pack holds its supply, how many pulled and the odds. */
export const PackCardRequest = Type.Object({ seriesId: SeriesId, cardId: PlayerCardId }, STRICT);
export type PackCardRequest = Static<typeof PackCardRequest>;
export const PackCardResponse = Type.Object({
  seriesId: Type.String(),
  kind: StringEnum(PACK_KINDS),
  cardId: Type.String(),
  playerId: Type.Integer(),
  name: Type.String(),
  club: Type.String(),
  nationality: Type.String(),
  born: Type.String(),
  position: StringEnum(POSITIONS),
  preferredPosition: Type.String(),
  heightCm: Type.Integer(),
  rarities: Type.Array(Type.Object({ rarity: StringEnum(RARITIES), chance: Type.Integer(), supply: Type.Integer(), pulled: Type.Integer() })),
});
export type PackCardResponse = Static<typeof PackCardResponse>;

/** /cardPack/reserve — reserve `quantity` packs (up to the per-user maximum) while the reservation is open. */
export const PackReserveRequest = Type.Object({ seriesId: SeriesId, quantity: Quantity }, STRICT);
export type PackReserveRequest = Static<typeof PackReserveRequest>;
export const PackReserveResponse = PackMine;
export type PackReserveResponse = Static<typeof PackReserveResponse>;

/** /payCardPack/capsBuy — buy `quantity` packs with TMT: winners in the before-sale period, everyone on sale. */
export const PackBuyRequest = Type.Object({ seriesId: SeriesId, quantity: Quantity }, STRICT);
export type PackBuyRequest = Static<typeof PackBuyRequest>;
export const PackBuyResponse = Type.Object({
  seriesId: Type.String(),
  /** The packs given, in the collection (`/collection/packs`). */
  tokenIds: Type.Array(Type.String()),
  /** TMT base units paid, and the TMT left. */
  cost: AmountSchema,
  balance: AmountSchema,
  mine: PackMine,
});
export type PackBuyResponse = Static<typeof PackBuyResponse>;

/** /cardPack/pulls — the caller's purchases of a series and what each opened pack revealed. */
export const PackPullsRequest = Type.Object({ seriesId: SeriesId }, STRICT);
export type PackPullsRequest = Static<typeof PackPullsRequest>;
export const PackPull = Type.Object({
  tokenId: Type.String(),
  /** How it was paid: TMT or a card order. */
  paidWith: StringEnum(['TMT', 'USD'] as const),
  boughtAt: Type.Integer(),
  opened: Type.Boolean(),
  /** The cards revealed once opened (`playerId` for their art). */
  revealed: Type.Array(Type.Object({ tokenId: Type.String(), playerId: Type.Integer(), name: Type.String(), rarity: StringEnum(RARITIES) })),
});
export type PackPull = Static<typeof PackPull>;
export const PackPullsResponse = Type.Object({ list: Type.Array(PackPull) });
export type PackPullsResponse = Static<typeof PackPullsResponse>;

/** /payCardPack/initSdkOrder — an order for `quantity` packs paid by card (their USD price), its checkout; the packs and limits are held until it closes. */
export const PackOrderRequest = Type.Object({ seriesId: SeriesId, quantity: Quantity, method: Type.Optional(StringEnum(PAYMENT_METHODS)) }, STRICT);
export type PackOrderRequest = Static<typeof PackOrderRequest>;

/**
 * /dev/packSeries (outside production, local callers): opens a series of `kind` whose `period` started `hoursIn` hours
 * ago by the server's clock, the others following at the configured lengths — the browser tests' way to a sale of their
 * own, whatever the shared clock did to the demo series.
 */
export const DevPackSeriesRequest = Type.Object(
  {
    seriesId: SeriesId,
    kind: StringEnum(PACK_KINDS),
    period: StringEnum(['exhibition', 'reservation', 'drawing', 'beforeSale', 'onSale'] as const),
    hoursIn: Type.Optional(Type.Number({ minimum: 0, maximum: 24 * 30 })),
  },
  STRICT,
);
export type DevPackSeriesRequest = Static<typeof DevPackSeriesRequest>;
export const DevPackSeriesResponse = Type.Object({ seriesId: Type.String() });
export type DevPackSeriesResponse = Static<typeof DevPackSeriesResponse>;
