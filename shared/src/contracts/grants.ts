/** The claim center: /claim/list, /claim/claim (our paths). */
import { Type, type Static } from 'typebox';
import { GRANT_SOURCES } from './grants-constants';
import { AMOUNT_PATTERN, CURRENCIES } from './money';
import { STRICT, StringEnum } from './schema';

const AmountSchema = Type.String({ pattern: AMOUNT_PATTERN });

export const GrantView = Type.Object({
  id: Type.String(),
  source: StringEnum(GRANT_SOURCES),
  currency: StringEnum(CURRENCIES),
  amount: AmountSchema,
  /** Released so far (claimed included). */
  released: AmountSchema,
  claimed: AmountSchema,
  /** Released and not yet claimed. */
  claimable: AmountSchema,
  /** Not released yet. */
  frozen: AmountSchema,
  /** Unix seconds. */
  startsAt: Type.Integer(),
  endsAt: Type.Integer(),
  /** Earned by trial cards and held until the account owns enough paid cards. */
  heldForTrial: Type.Boolean(),
});
export type GrantView = Static<typeof GrantView>;

/** /claim/list — every grant not yet fully claimed, newest first. */
export const ClaimListRequest = Type.Object({}, STRICT);
export type ClaimListRequest = Static<typeof ClaimListRequest>;
export const ClaimListResponse = Type.Object({ grants: Type.Array(GrantView) });
export type ClaimListResponse = Static<typeof ClaimListResponse>;

/** /claim/claim — moves what is released (of one source, or all) into the wallet, one ledger row per currency. */
export const ClaimRequest = Type.Object({ source: Type.Optional(StringEnum(GRANT_SOURCES)) }, STRICT);
export type ClaimRequest = Static<typeof ClaimRequest>;
export const ClaimResponse = Type.Object({
  /** Per currency, what moved into the wallet (currencies with nothing to claim are left out). */
  claimed: Type.Record(Type.String(), AmountSchema),
});
export type ClaimResponse = Static<typeof ClaimResponse>;
