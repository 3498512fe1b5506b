/** The bidding sale of mystery boxes: /poolSale/list, /poolSale/detail, /poolSale/commit, /dev/poolSale (payloads ours). */
import { Type, type Static } from 'typebox';
import { AMOUNT_PATTERN } from './money';
import { POOL_SALE_CURRENCIES, POOL_SALE_PERIODS } from './pool-sale-constants';
import { STRICT, StringEnum } from './schema';

const AmountSchema = Type.String({ pattern: AMOUNT_PATTERN });
/** A sale's public id. */
const SaleId = Type.String({ minLength: 1, maxLength: 64 });

export const PoolSaleView = Type.Object({
  saleId: Type.String(),
  currency: StringEnum(POOL_SALE_CURRENCIES),
  period: StringEnum(POOL_SALE_PERIODS),
  /** Mystery boxes on sale. */
  boxes: Type.Integer(),
  /** Lowest price of a box, base units. */
  reservePrice: AmountSchema,
  /** Most one user may commit in all, base units. */
  quota: AmountSchema,
  startsAt: Type.Integer(),
  endsAt: Type.Integer(),
  totalCommitted: AmountSchema,
  committers: Type.Integer(),
  /** max(reserve, total ÷ boxes) with what is committed now. */
  projectedPrice: AmountSchema,
  /** The published price once the sale is settled; null before. */
  clearingPrice: Type.Union([AmountSchema, Type.Null()]),
  /** Boxes given at settlement; null before. */
  boxesSold: Type.Union([Type.Integer(), Type.Null()]),
  settledAt: Type.Union([Type.Integer(), Type.Null()]),
});
export type PoolSaleView = Static<typeof PoolSaleView>;

/** The caller's part in a sale. */
export const PoolSaleMine = Type.Object({
  committed: AmountSchema,
  quotaLeft: AmountSchema,
  /** The caller's balance in the sale's currency. */
  balance: AmountSchema,
  /** floor(committed ÷ projected price) and the rest, at the projected price. */
  projectedBoxes: Type.Integer(),
  projectedRefund: AmountSchema,
  /** After settlement: the boxes given, what they cost and the refund; null before. */
  allocation: Type.Union([Type.Object({ boxes: Type.Integer(), cost: AmountSchema, refund: AmountSchema }), Type.Null()]),
});
export type PoolSaleMine = Static<typeof PoolSaleMine>;

/** /poolSale/list — the sales, newest start first, of one currency or all. Guests too. */
export const PoolSaleListRequest = Type.Object({ currency: Type.Optional(StringEnum(POOL_SALE_CURRENCIES)) }, STRICT);
export type PoolSaleListRequest = Static<typeof PoolSaleListRequest>;
export const PoolSaleListResponse = Type.Object({ list: Type.Array(PoolSaleView), now: Type.Integer() });
export type PoolSaleListResponse = Static<typeof PoolSaleListResponse>;

/** /poolSale/detail — one sale; signed in, the caller's part too (null for a guest). */
export const PoolSaleDetailRequest = Type.Object({ saleId: SaleId }, STRICT);
export type PoolSaleDetailRequest = Static<typeof PoolSaleDetailRequest>;
export const PoolSaleDetailResponse = Type.Object({ sale: PoolSaleView, mine: Type.Union([PoolSaleMine, Type.Null()]), now: Type.Integer() });
export type PoolSaleDetailResponse = Static<typeof PoolSaleDetailResponse>;

/** /poolSale/commit — adds `amount` (base units) to the caller's commitment while the sale is ongoing, held from the balance. */
export const PoolSaleCommitRequest = Type.Object({ saleId: SaleId, amount: AmountSchema }, STRICT);
export type PoolSaleCommitRequest = Static<typeof PoolSaleCommitRequest>;
export const PoolSaleCommitResponse = PoolSaleDetailResponse;
export type PoolSaleCommitResponse = Static<typeof PoolSaleCommitResponse>;

/** Longest /dev/poolSale sale and furthest start: a year. [ours] */
export const DEV_POOL_SALE_MAX_SECONDS = 366 * 24 * 60 * 60;
/** Most boxes of a /dev/poolSale sale. [ours] */
export const DEV_POOL_SALE_MAX_BOXES = 100_000;

/** /dev/poolSale — opens a sale starting `startsInS` from now and lasting `durationS` (outside production, browser tests). */
export const DevPoolSaleRequest = Type.Object(
  {
    currency: StringEnum(POOL_SALE_CURRENCIES),
    boxes: Type.Integer({ minimum: 1, maximum: DEV_POOL_SALE_MAX_BOXES }),
    reservePrice: Type.String({ pattern: '^[1-9][0-9]{0,77}$' }),
    quota: Type.String({ pattern: '^[1-9][0-9]{0,77}$' }),
    startsInS: Type.Optional(Type.Integer({ minimum: 0, maximum: DEV_POOL_SALE_MAX_SECONDS })),
    durationS: Type.Integer({ minimum: 1, maximum: DEV_POOL_SALE_MAX_SECONDS }),
  },
  STRICT,
);
export type DevPoolSaleRequest = Static<typeof DevPoolSaleRequest>;
export const DevPoolSaleResponse = Type.Object({ sale: PoolSaleView });
export type DevPoolSaleResponse = Static<typeof DevPoolSaleResponse>;
