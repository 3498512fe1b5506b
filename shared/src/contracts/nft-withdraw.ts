/**
 * /user/nft/withdrawInfo: what the NFT withdraw page needs before asking for a code (issue 10, "NFTs"): the card, the
 * networks that are on, whether the card may leave now (the card state machine's refusal code, e.g. CARD_BUSY when listed),
 * Google Authenticator bound, and the 24 h suspension after a password or 2FA change.
 */
import { Type, type Static } from 'typebox';
import { CardSummary, TokenId } from './cards';
import { STRICT } from './schema';

export const NftWithdrawInfoRequest = Type.Object({ tokenId: TokenId }, STRICT);
export type NftWithdrawInfoRequest = Static<typeof NftWithdrawInfoRequest>;
export const NftWithdrawInfoResponse = Type.Object({
  tokenId: TokenId,
  /** The card as the collection shows it (player, rarity, serial). */
  card: CardSummary,
  /** The chains that are on (56, 1). */
  networks: Type.Array(Type.Union([Type.Literal(56), Type.Literal(1)])),
  /** The error code name the card state machine answers for `withdraw` now, or null when the card may leave. */
  blocked: Type.Union([Type.String(), Type.Null()]),
  google2fa: Type.Boolean(),
  /** Unix seconds until which withdrawals are suspended after a credentials change, or null. */
  suspendedUntil: Type.Union([Type.Integer(), Type.Null()]),
});
export type NftWithdrawInfoResponse = Static<typeof NftWithdrawInfoResponse>;
