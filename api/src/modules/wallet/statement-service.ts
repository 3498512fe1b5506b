import { randomUUID } from 'node:crypto';
import {
  CURRENCIES,
  CURRENCY_DECIMALS,
  DEFAULT_STATEMENT_PAGE_SIZE,
  fromBaseUnits,
  POINTS_PER_TMT,
  type Currency,
  type ExchangePointsRequest,
  type ExchangePointsResponse,
  type StatementCsvRequest,
  type StatementCsvResponse,
  type StatementRequest,
  type StatementResponse,
  type StatementRow,
  type WalletOverviewResponse,
} from '@fc/shared/contracts';
import type { Database } from '../../db/client';
import { AppError, invalidParams } from '../../lib/app-error';
import { unixSeconds, utcDay } from '../../lib/time';
import { LedgerReason, reasonsOfKind, STATEMENT_KIND_BY_REASON, statementKindOf, USD_PRICES } from './constants';
import { toCsv } from './csv';
import { applyLedgerEntry, findBalances } from './repository';
import { statementCount, statementRows, type StatementLedgerRow, type StatementQuery } from './statement-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The stable English header of the CSV export. */
export const STATEMENT_CSV_HEADER = ['date', 'currency', 'kind', 'reason', 'amount', 'balance', 'reference'] as const;

/** A `YYYY-MM-DD` filter as the UTC midnight it starts; a day the calendar lacks (2026-02-30) is refused. */
function dayStart(field: 'from' | 'to', day: string): Date {
  const start = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(start.getTime()) || utcDay(start) !== day) throw invalidParams(field);
  return start;
}

/** The filter as a ledger query: the kind as its reasons, the days as [from, to + 1 day). */
function toQuery(userId: number, filter: StatementCsvRequest): StatementQuery {
  const from = filter.from === undefined ? undefined : dayStart('from', filter.from);
  const to = filter.to === undefined ? undefined : dayStart('to', filter.to);
  if (from && to && from > to) throw new AppError('STATEMENT_RANGE_INVALID', { field: 'from' });
  const query: StatementQuery = { userId };
  if (filter.currency) query.currency = filter.currency;
  if (filter.kind) query.reasons = filter.kind === 'other' ? { exclude: Object.keys(STATEMENT_KIND_BY_REASON).filter((reason) => statementKindOf(reason) !== 'other') } : { only: reasonsOfKind(filter.kind) };
  if (from) query.from = from;
  if (to) query.until = new Date(to.getTime() + DAY_MS);
  return query;
}

function statementRow(row: StatementLedgerRow): StatementRow {
  return {
    id: String(row.id),
    at: unixSeconds(row.createdAt),
    currency: row.currency,
    kind: statementKindOf(row.reason),
    reason: row.reason,
    amount: row.delta.toString(),
    balance: row.balanceAfter.toString(),
    ref: row.ref,
  };
}

/** USD cents of an amount at USD_PRICES, exactly, rounded down. */
export function usdValueCents(currency: Currency, amount: bigint): bigint {
  const [whole = '0', fraction = ''] = USD_PRICES[currency].split('.');
  const priceScale = 10n ** BigInt(fraction.length);
  const scaledPrice = BigInt(whole + fraction);
  return (amount * scaledPrice * 10n ** BigInt(CURRENCY_DECIMALS.USD)) / (10n ** BigInt(CURRENCY_DECIMALS[currency]) * priceScale);
}

export function createStatementService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  return {
    async statement(userId: number, request: StatementRequest): Promise<StatementResponse> {
      const { page = 1, pageSize = DEFAULT_STATEMENT_PAGE_SIZE, ...filter } = request;
      const query = toQuery(userId, filter);
      const [rows, total] = await Promise.all([statementRows(db, query, { limit: pageSize, offset: (page - 1) * pageSize }), statementCount(db, query)]);
      return { rows: rows.map(statementRow), total, page, pageSize };
    },

    /** Every row of the filtered statement as CSV: amounts and balances as exact decimals in whole units. */
    async statementCsv(userId: number, filter: StatementCsvRequest): Promise<StatementCsvResponse> {
      const rows = await statementRows(db, toQuery(userId, filter));
      const lines = rows.map((row) => [
        row.createdAt.toISOString(),
        row.currency,
        statementKindOf(row.reason),
        row.reason,
        fromBaseUnits(row.currency, row.delta),
        fromBaseUnits(row.currency, row.balanceAfter),
        row.ref ?? '',
      ]);
      const oldest = rows.at(-1);
      const to = filter.to ?? utcDay(now());
      const from = filter.from ?? (oldest ? utcDay(oldest.createdAt) : to);
      return { fileName: `statement-${from}-to-${to}.csv`, csv: toCsv(STATEMENT_CSV_HEADER, lines), rows: rows.length };
    },

    /** Every currency (zero when never held) with its USD value, and the total. */
    async overview(userId: number): Promise<WalletOverviewResponse> {
      const held = new Map((await findBalances(db, userId)).map((row) => [row.currency, row.amount]));
      const holdings = CURRENCIES.map((currency) => {
        const amount = held.get(currency) ?? 0n;
        return { currency, amount, usdValue: usdValueCents(currency, amount) };
      });
      return {
        holdings: holdings.map(({ currency, amount, usdValue }) => ({
          currency,
          amount: amount.toString(),
          usdValue: usdValue.toString(),
          usdPrice: USD_PRICES[currency],
        })),
        totalUsd: holdings.reduce((sum, holding) => sum + holding.usdValue, 0n).toString(),
      };
    },

    /**
     * POINTS_PER_TMT points into 1 TMT: the points debit and the TMT credit in one transaction, one ref on both.
     * Not a positive multiple of POINTS_PER_TMT: POINTS_EXCHANGE_STEP; more than the balance: BALANCE_NOT_ENOUGH.
     */
    async exchangePoints(userId: number, request: ExchangePointsRequest): Promise<ExchangePointsResponse> {
      const points = BigInt(request.points);
      const perTmt = BigInt(POINTS_PER_TMT);
      if (points === 0n || points % perTmt !== 0n) throw new AppError('POINTS_EXCHANGE_STEP', { field: 'points' });
      const tmt = (points / perTmt) * 10n ** BigInt(CURRENCY_DECIMALS.TMT);
      const ref = `points_exchange:${randomUUID()}`;
      return db.transaction(async (tx) => {
        const at = now();
        const pointsBalance = await applyLedgerEntry(tx, { userId, currency: 'POINTS', delta: -points, reason: LedgerReason.pointsExchange, ref }, at);
        const tmtBalance = await applyLedgerEntry(tx, { userId, currency: 'TMT', delta: tmt, reason: LedgerReason.pointsExchange, ref }, at);
        return { points: points.toString(), tmt: tmt.toString(), pointsBalance: pointsBalance.toString(), tmtBalance: tmtBalance.toString() };
      });
    },
  };
}
