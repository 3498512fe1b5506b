/** The collection's calls: /card/mine, /card/open (our paths: SPEC.md shows no card call). */
import { Type, type Static } from 'typebox';
import { CARD_FAMILIES, CARD_SEARCH_MAX_LENGTH, CARD_SORTS, CARD_STATES, MAX_CARD_PAGE_SIZE, POSITIONS, PREFERRED_POSITIONS, RARITIES } from './cards-constants';
import { MAX_PAGE } from './messages';
import { FairDrawView } from './fair';
import { STRICT, StringEnum } from './schema';

/** A card's public id: a uint256 in decimal. */
export const TokenId = Type.String({ pattern: '^[1-9][0-9]{0,77}$', maxLength: 78 });

export const CardClub = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  shortName: Type.String(),
  primaryColor: Type.String(),
  secondaryColor: Type.String(),
});
export type CardClub = Static<typeof CardClub>;

export const CardPlayer = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** ISO 3166-1 alpha-2. */
  nationality: Type.String(),
  /** YYYY-MM-DD. */
  born: Type.String(),
  position: StringEnum(POSITIONS),
  preferredPosition: StringEnum(PREFERRED_POSITIONS),
  heightCm: Type.Integer(),
  club: CardClub,
});
export type CardPlayer = Static<typeof CardPlayer>;

export const CardSummary = Type.Object({
  tokenId: Type.String(),
  family: StringEnum(CARD_FAMILIES),
  state: StringEnum(CARD_STATES),
  rarity: Type.Union([StringEnum(RARITIES), Type.Null()]),
  /** n of `n / supply`; null for trial cards, packs, boxes and items. */
  serial: Type.Union([Type.Integer(), Type.Null()]),
  supply: Type.Union([Type.Integer(), Type.Null()]),
  /** A pack's or an item's kind. */
  kind: Type.Union([Type.String(), Type.Null()]),
  /** Unix seconds: when a trial card goes. */
  trialUntil: Type.Union([Type.Integer(), Type.Null()]),
  player: Type.Union([CardPlayer, Type.Null()]),
  /** FP cards: growth and stamina; `rating` counts the equipment worn. */
  fp: Type.Union([
    Type.Object({ level: Type.Integer(), xp: Type.Integer(), stamina: Type.Integer(), rating: Type.Integer() }),
    Type.Null(),
  ]),
});
export type CardSummary = Static<typeof CardSummary>;

/**
 * /card/mine — what the user holds (opened and gone cards are not listed), filtered by family, rarity, state, the
 * player's line and a part of the player's name, newest first unless sorted otherwise.
 */
export const CardMineRequest = Type.Object(
  {
    family: Type.Optional(StringEnum(CARD_FAMILIES)),
    rarity: Type.Optional(StringEnum(RARITIES)),
    state: Type.Optional(StringEnum(CARD_STATES)),
    position: Type.Optional(StringEnum(POSITIONS)),
    search: Type.Optional(Type.String({ minLength: 1, maxLength: CARD_SEARCH_MAX_LENGTH })),
    sort: Type.Optional(StringEnum(CARD_SORTS)),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_CARD_PAGE_SIZE })),
  },
  STRICT,
);
export type CardMineRequest = Static<typeof CardMineRequest>;
export const CardMineResponse = Type.Object({
  list: Type.Array(CardSummary),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type CardMineResponse = Static<typeof CardMineResponse>;

/** /card/open — opens a pack or a mystery box once; the answer shows what it held and the seed the draws came from. */
export const CardOpenRequest = Type.Object({ tokenId: TokenId }, STRICT);
export type CardOpenRequest = Static<typeof CardOpenRequest>;
export const CardOpenResponse = Type.Object({
  opened: Type.String(),
  /** The opening's provably fair digest (hex), mapped to the cards by @fc/shared/fair's `packOpeningRarities`/`boxOpeningRarity` and `openingPlayerIndex`. */
  seed: Type.String(),
  /** The draw: pair, nonce, purpose, the committed hash and the player seed; the server seed is revealed on rotating. */
  fair: FairDrawView,
  cards: Type.Array(CardSummary),
});
export type CardOpenResponse = Static<typeof CardOpenResponse>;
