/**
 * The statement's kinds: the user-facing grouping of the ledger's reasons (the API maps every reason to one; a
 * reason it does not know is `other`). The wallet's pages filter and label rows by these.
 */
export const STATEMENT_KINDS = ['deposit', 'withdrawal', 'addFunds', 'purchase', 'sale', 'reward', 'claim', 'exchange', 'game', 'fee', 'other'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/** What the ledger rows of a paid order name (`ref`): `order:<orderId>`, which the statement links to the order. */
export const ORDER_LEDGER_REF_PREFIX = 'order:';

/** Rows of the statement per page. [ours] */
export const DEFAULT_STATEMENT_PAGE_SIZE = 20;
export const MAX_STATEMENT_PAGE_SIZE = 100;

/** Points given for one TMT by /player/exchangePoints (DOMAIN.md "Chains, payments and resources"). */
export const POINTS_PER_TMT = 100;

/** A statement date filter: a calendar day in UTC, `YYYY-MM-DD`. */
export const STATEMENT_DATE_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';
