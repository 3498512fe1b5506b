/** Gift codes: /code/exchange (SPEC.md §7), /code/history (our path); the dev route /dev/giftCode. */
import { Type, type Static } from 'typebox';
import { ITEM_KINDS, PACK_KINDS } from './cards-constants';
import { AMOUNT_PATTERN, CURRENCIES } from './money';
import { STRICT, StringEnum } from './schema';

/** A gift code as typed: letters and digits, compared in upper case. [ours] */
export const GIFT_CODE_PATTERN = /^[A-Z0-9]{4,32}$/;
export const GIFT_CODE_MAX_LENGTH = 64;
/** The latest expiry a code may have (unix seconds): the last second of 9999, the last a database date holds. */
export const GIFT_CODE_LATEST_EXPIRY_S = 253_402_300_799;
/** Most items or packs of one kind a code may give per redemption. [ours] */
export const GIFT_CODE_MAX_QUANTITY = 50;

/** The stored form of a typed code: trimmed, upper case. */
export function normalizeGiftCode(code: string): string {
  return code.trim().toUpperCase();
}

const AmountSchema = Type.String({ pattern: AMOUNT_PATTERN });

/** One thing a code gives: an amount of a currency (base units), or a number of items or of packs. */
export const GiftCodeGrant = Type.Union([
  Type.Object({ kind: Type.Literal('currency'), currency: StringEnum(CURRENCIES), amount: AmountSchema }, STRICT),
  Type.Object({ kind: Type.Literal('item'), item: StringEnum(ITEM_KINDS), quantity: Type.Integer({ minimum: 1, maximum: GIFT_CODE_MAX_QUANTITY }) }, STRICT),
  Type.Object({ kind: Type.Literal('pack'), pack: StringEnum(PACK_KINDS), quantity: Type.Integer({ minimum: 1, maximum: GIFT_CODE_MAX_QUANTITY }) }, STRICT),
]);
export type GiftCodeGrant = Static<typeof GiftCodeGrant>;

/** /code/exchange — redeems a code once for this account. */
export const CodeExchangeRequest = Type.Object({ code: Type.String({ maxLength: GIFT_CODE_MAX_LENGTH }) }, STRICT);
export type CodeExchangeRequest = Static<typeof CodeExchangeRequest>;
export const GiftCodeRedemption = Type.Object({
  code: Type.String(),
  received: Type.Array(GiftCodeGrant),
  /** The tokenIds of the items and packs minted for this redemption. */
  tokenIds: Type.Array(Type.String()),
  /** Unix seconds. */
  redeemedAt: Type.Integer(),
});
export type GiftCodeRedemption = Static<typeof GiftCodeRedemption>;
export const CodeExchangeResponse = GiftCodeRedemption;
export type CodeExchangeResponse = Static<typeof CodeExchangeResponse>;

/** /code/history — this account's redemptions, newest first. */
export const CodeHistoryRequest = Type.Object({}, STRICT);
export type CodeHistoryRequest = Static<typeof CodeHistoryRequest>;
export const CodeHistoryResponse = Type.Object({ list: Type.Array(GiftCodeRedemption) });
export type CodeHistoryResponse = Static<typeof CodeHistoryResponse>;

/** /dev/giftCode (outside production) — creates a code as the operator CLI does; a code is drawn unless given. */
export const DevGiftCodeRequest = Type.Object(
  {
    code: Type.Optional(Type.String({ maxLength: GIFT_CODE_MAX_LENGTH })),
    uses: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    grants: Type.Array(GiftCodeGrant, { minItems: 1, maxItems: 20 }),
    /** Unix seconds. */
    expiresAt: Type.Optional(Type.Integer({ minimum: 0, maximum: GIFT_CODE_LATEST_EXPIRY_S })),
  },
  STRICT,
);
export type DevGiftCodeRequest = Static<typeof DevGiftCodeRequest>;
export const DevGiftCodeResponse = Type.Object({ code: Type.String() });
export type DevGiftCodeResponse = Static<typeof DevGiftCodeResponse>;
