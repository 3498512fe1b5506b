/**
 * A card's page and FP card growth (SPEC §3 "Player card", DOMAIN.md "Cards"): /card/detail, /card/allocate,
 * /card/ascend, /card/camp and the items' /item/equip, /item/unequip, /item/use (our paths: SPEC.md shows none).
 */
import { Type, type Static } from 'typebox';
import {
  CAMP_STEPS,
  CARD_STATES,
  CONSUMABLE_KINDS,
  EQUIPMENT_KINDS,
  MAX_SKILL_LEVEL,
  type ProductiveAttribute,
} from './cards-constants';
import { CardSummary, TokenId } from './cards';
import { FairDrawView } from './fair';
import { AMOUNT_PATTERN } from './money';
import { STRICT, StringEnum } from './schema';

const Amount = Type.String({ pattern: AMOUNT_PATTERN });

/** An action a card's page offers: allowed, or refused with the error code (SPEC §8) the server would answer. */
export const CardActionState = Type.Union([
  Type.Object({ ok: Type.Literal(true) }),
  Type.Object({ ok: Type.Literal(false), code: Type.Integer() }),
]);
export type CardActionState = Static<typeof CardActionState>;

/** What a card's page can do, each allowed or why not. */
export const CARD_PAGE_ACTIONS = ['list', 'train', 'stake', 'sendToTopPrize', 'allocate', 'ascend', 'camp', 'equip', 'withdraw'] as const;
export type CardPageAction = (typeof CARD_PAGE_ACTIONS)[number];

export const AbilityView = Type.Object({
  name: Type.String(),
  /** With the equipment worn. */
  value: Type.Integer(),
  /** Of that, what the equipment adds. */
  bonus: Type.Integer(),
});
export type AbilityView = Static<typeof AbilityView>;

export const SkillView = Type.Object({
  slot: Type.Integer(),
  skill: Type.String(),
  /** 0: locked (not awakened yet). */
  level: Type.Integer({ minimum: 0, maximum: MAX_SKILL_LEVEL }),
  /** The next step in the camp, its price and odds; null at the top level. */
  next: Type.Union([
    Type.Object({
      step: StringEnum(CAMP_STEPS),
      toLevel: Type.Integer(),
      cost: Amount,
      skillBooks: Type.Integer(),
      /** Chance of success in percent, shown before paying. */
      oddsPercent: Type.Integer(),
    }),
    Type.Null(),
  ]),
});
export type SkillView = Static<typeof SkillView>;

export const EquipmentView = Type.Object({
  tokenId: Type.String(),
  kind: StringEnum(EQUIPMENT_KINDS),
  attribute: Type.String(),
  bonus: Type.Integer(),
});
export type EquipmentView = Static<typeof EquipmentView>;

export const FpGrowth = Type.Object({
  level: Type.Integer(),
  /** The level the card stops at now: 5 until it ascends, then 10. */
  levelCap: Type.Integer(),
  maxLevel: Type.Integer(),
  xp: Type.Integer(),
  /** XP from this level to the next; the bar is full (`xp = xpToNext`) at the cap. */
  xpToNext: Type.Integer(),
  ascended: Type.Boolean(),
  /** TMT to ascend (base units); null once ascended. */
  ascendCost: Type.Union([Amount, Type.Null()]),
  rating: Type.Integer(),
  stamina: Type.Integer(),
  staminaCap: Type.Integer(),
  abilities: Type.Array(AbilityView),
  productive: Type.Record(Type.String(), Type.Integer()),
  /** Points to allocate among the productive attributes. */
  potential: Type.Integer(),
  /** Points each level gives this rarity. */
  potentialPerLevel: Type.Integer(),
  skills: Type.Array(SkillView),
  equipment: Type.Array(EquipmentView),
  mintCount: Type.Integer(),
  /** How many trainings this card may do in all. */
  mintLimit: Type.Integer(),
  parents: Type.Array(Type.String()),
  /** Unix seconds of the last match, if any. */
  lastMatchAt: Type.Union([Type.Integer(), Type.Null()]),
});
export type FpGrowth = Static<typeof FpGrowth>;

export const CardHistoryEntry = Type.Object({
  action: Type.String(),
  fromState: Type.Union([StringEnum(CARD_STATES), Type.Null()]),
  toState: StringEnum(CARD_STATES),
  /** The owner's nickname (or club name) at that step. */
  owner: Type.String(),
  at: Type.Integer(),
});
export type CardHistoryEntry = Static<typeof CardHistoryEntry>;

/** /card/detail — one of the user's cards, whole: growth (FP cards), what it wears, its history and its actions. */
export const CardDetailRequest = Type.Object({ tokenId: TokenId }, STRICT);
export type CardDetailRequest = Static<typeof CardDetailRequest>;
export const CardDetailResponse = Type.Object({
  card: CardSummary,
  fp: Type.Union([FpGrowth, Type.Null()]),
  /** An equipment item: the FP card wearing it. */
  wornBy: Type.Union([CardSummary, Type.Null()]),
  history: Type.Array(CardHistoryEntry),
  actions: Type.Record(Type.String(), CardActionState),
});
export type CardDetailResponse = Static<typeof CardDetailResponse>;

const AllocatedPoints = Type.Integer({ minimum: 0, maximum: 1_000 });

/** /card/allocate — spends potential points on productive attributes. */
export const CardAllocateRequest = Type.Object(
  {
    tokenId: TokenId,
    points: Type.Object(
      {
        efficiency: Type.Optional(AllocatedPoints),
        lucky: Type.Optional(AllocatedPoints),
        physical: Type.Optional(AllocatedPoints),
        charm: Type.Optional(AllocatedPoints),
        wisdom: Type.Optional(AllocatedPoints),
      } satisfies Record<ProductiveAttribute, unknown>,
      STRICT,
    ),
  },
  STRICT,
);
export type CardAllocateRequest = Static<typeof CardAllocateRequest>;

/** /card/ascend — pays the rarity's TMT and raises the level cap from 5 to 10. */
export const CardAscendRequest = Type.Object({ tokenId: TokenId }, STRICT);
export type CardAscendRequest = Static<typeof CardAscendRequest>;

/** Every growth call answers the card as its page shows it. */
export const CardGrowthResponse = CardDetailResponse;

/** /card/camp — one step for one skill slot: awaken it (to level 1) or level it up; the answer says how it went. */
export const CardCampRequest = Type.Object({ tokenId: TokenId, slot: Type.Integer({ minimum: 0, maximum: 4 }) }, STRICT);
export type CardCampRequest = Static<typeof CardCampRequest>;
export const CardCampResponse = Type.Object({
  step: StringEnum(CAMP_STEPS),
  success: Type.Boolean(),
  /** The skill's level after the attempt. */
  level: Type.Integer(),
  oddsPercent: Type.Integer(),
  /** The attempt's provably fair digest (hex): success when @fc/shared/fair's `campAttemptSuccess(seed, oddsPercent)`. */
  seed: Type.String(),
  /** The draw: pair, nonce, purpose `camp`, the committed hash and the player seed. */
  fair: FairDrawView,
  detail: CardDetailResponse,
});
export type CardCampResponse = Static<typeof CardCampResponse>;

/** /item/equip — puts an equipment item on one of the user's FP cards (one of each kind: the old one comes off). */
export const ItemEquipRequest = Type.Object({ itemTokenId: TokenId, cardTokenId: TokenId }, STRICT);
export type ItemEquipRequest = Static<typeof ItemEquipRequest>;
/** /item/unequip — takes it off. */
export const ItemUnequipRequest = Type.Object({ itemTokenId: TokenId }, STRICT);
export type ItemUnequipRequest = Static<typeof ItemUnequipRequest>;

/** /item/use — uses up one consumable of a kind: on an FP card (stamina potion, XP card) or on the manager (energy). */
export const ItemUseRequest = Type.Object({ kind: StringEnum(CONSUMABLE_KINDS), cardTokenId: Type.Optional(TokenId) }, STRICT);
export type ItemUseRequest = Static<typeof ItemUseRequest>;
export const ItemUseResponse = Type.Object({
  kind: StringEnum(CONSUMABLE_KINDS),
  /** What is left of that kind. */
  left: Type.Integer(),
  /** Stamina potion and XP card: the card after. */
  card: Type.Union([CardDetailResponse, Type.Null()]),
  /** XP lost above the card's level cap. */
  xpLost: Type.Integer(),
  /** Energy drink: the manager's energy after. */
  energy: Type.Union([Type.Integer(), Type.Null()]),
});
export type ItemUseResponse = Static<typeof ItemUseResponse>;
