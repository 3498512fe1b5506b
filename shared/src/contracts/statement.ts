/**
 * The wallet's statement and overview and the points exchange: /wallet/statement, /wallet/statementCsv,
 * /wallet/overview, /player/exchangePoints (our paths, but the last: SPEC.md §7).
 */
import { Type, type Static } from 'typebox';
import { MAX_PAGE } from './messages';
import { AMOUNT_PATTERN, CURRENCIES } from './money';
import { STRICT, StringEnum } from './schema';
import { MAX_STATEMENT_PAGE_SIZE, STATEMENT_DATE_PATTERN, STATEMENT_KINDS } from './statement-constants';

const AmountSchema = Type.String({ pattern: AMOUNT_PATTERN });
/** A ledger change in base units: negative for a debit. */
const SignedAmountSchema = Type.String({ pattern: '^-?(0|[1-9][0-9]{0,77})$' });
const StatementDate = Type.String({ pattern: STATEMENT_DATE_PATTERN });

/** What the statement shows; `from` and `to` are UTC days, both included. */
export const StatementFilter = {
  currency: Type.Optional(StringEnum(CURRENCIES)),
  kind: Type.Optional(StringEnum(STATEMENT_KINDS)),
  from: Type.Optional(StatementDate),
  to: Type.Optional(StatementDate),
};

/** /wallet/statement — the user's ledger rows, newest first, one page. */
export const StatementRequest = Type.Object(
  {
    ...StatementFilter,
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_STATEMENT_PAGE_SIZE })),
  },
  STRICT,
);
export type StatementRequest = Static<typeof StatementRequest>;

export const StatementRow = Type.Object({
  id: Type.String(),
  /** Unix seconds. */
  at: Type.Integer(),
  currency: StringEnum(CURRENCIES),
  kind: StringEnum(STATEMENT_KINDS),
  /** The ledger's own reason (the kind groups them). */
  reason: Type.String(),
  /** Base units, negative for a debit. */
  amount: SignedAmountSchema,
  /** The balance of this currency right after the row. */
  balance: AmountSchema,
  /** What the row pays for (an order, a transfer, a card…), when it names one. */
  ref: Type.Union([Type.String(), Type.Null()]),
});
export type StatementRow = Static<typeof StatementRow>;

export const StatementResponse = Type.Object({
  rows: Type.Array(StatementRow),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type StatementResponse = Static<typeof StatementResponse>;

/** /wallet/statementCsv — every row of the filtered statement as an RFC 4180 CSV file, newest first. */
export const StatementCsvRequest = Type.Object(StatementFilter, STRICT);
export type StatementCsvRequest = Static<typeof StatementCsvRequest>;
export const StatementCsvResponse = Type.Object({
  /** `statement-<from>-to-<to>.csv`, the dates of the range (the first row's day when `from` is not given). */
  fileName: Type.String(),
  csv: Type.String(),
  rows: Type.Integer(),
});
export type StatementCsvResponse = Static<typeof StatementCsvResponse>;

/** /wallet/overview — every balance with its value in USD cents and the total. */
export const WalletOverviewRequest = Type.Object({}, STRICT);
export type WalletOverviewRequest = Static<typeof WalletOverviewRequest>;
export const WalletHolding = Type.Object({
  currency: StringEnum(CURRENCIES),
  amount: AmountSchema,
  /** USD base units (cents), rounded down. */
  usdValue: AmountSchema,
  /** USD for one whole unit, an exact decimal. */
  usdPrice: Type.String(),
});
export type WalletHolding = Static<typeof WalletHolding>;
export const WalletOverviewResponse = Type.Object({
  holdings: Type.Array(WalletHolding),
  /** USD base units (cents). */
  totalUsd: AmountSchema,
});
export type WalletOverviewResponse = Static<typeof WalletOverviewResponse>;

/** /player/exchangePoints — points (whole, a multiple of POINTS_PER_TMT) into TMT. */
export const ExchangePointsRequest = Type.Object({ points: AmountSchema }, STRICT);
export type ExchangePointsRequest = Static<typeof ExchangePointsRequest>;
export const ExchangePointsResponse = Type.Object({
  points: AmountSchema,
  /** TMT base units credited. */
  tmt: AmountSchema,
  /** The balances after the exchange. */
  pointsBalance: AmountSchema,
  tmtBalance: AmountSchema,
});
export type ExchangePointsResponse = Static<typeof ExchangePointsResponse>;

/**
 * /dev/ledgerCheck (outside production) — the ledger invariant over every account: each balance equals the sum of
 * its ledger rows, and each row's balance_after is the previous row's plus its delta. Empty lists when it holds.
 */
export const DevLedgerCheckRequest = Type.Object({}, STRICT);
export type DevLedgerCheckRequest = Static<typeof DevLedgerCheckRequest>;
export const LedgerBalanceMismatch = Type.Object({
  userId: Type.Integer(),
  currency: Type.String(),
  balance: Type.Union([Type.String(), Type.Null()]),
  ledgerSum: Type.Union([Type.String(), Type.Null()]),
});
export type LedgerBalanceMismatch = Static<typeof LedgerBalanceMismatch>;
export const LedgerChainBreak = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  currency: Type.String(),
  delta: Type.String(),
  balanceAfter: Type.String(),
  expected: Type.String(),
});
export type LedgerChainBreak = Static<typeof LedgerChainBreak>;
export const DevLedgerCheckResponse = Type.Object({
  balances: Type.Array(LedgerBalanceMismatch),
  chains: Type.Array(LedgerChainBreak),
});
export type DevLedgerCheckResponse = Static<typeof DevLedgerCheckResponse>;
