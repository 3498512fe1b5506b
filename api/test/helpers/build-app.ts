import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { LANGUAGE_HEADER, TOKEN_HEADER, type ApiErrorDetail, type ApiLanguage, type EnvelopeEvents } from '@fc/shared/contracts';
import { buildApp, type App, type BuildAppOptions } from '../../src/app';
import { ledgerDiscrepancies } from '../../src/modules/wallet/statement-repository';

/** A clock the tests move forward (expiries, cooldowns, lockouts). */
export class TestClock {
  private current = new Date('2030-01-15T10:00:00.000Z');
  now = (): Date => new Date(this.current.getTime());
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface Answer<T = unknown> {
  status: number;
  r: number;
  d: T;
  e: EnvelopeEvents;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface CallOptions {
  token?: string;
  lang?: ApiLanguage | string;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: App;
  clock: TestClock;
  /** POST /api<path> with a JSON body; returns the envelope and the HTTP status. */
  call<T = unknown>(path: string, body?: unknown, options?: CallOptions): Promise<Answer<T>>;
  /**
   * A content fingerprint (md5 of every row, in order) of every table, to prove that refused input wrote
   * nothing: an inserted, updated or deleted row changes its table's value. The rate limiter's counters are left out:
   * they count every call, the refused ones too.
   */
  fingerprint(): Promise<Record<string, string>>;
  /** Closes the app and starts a new one over the same database and clock (needs `persistent`). */
  restart(): Promise<TestApp>;
  /**
   * A second app over the same database and clock, as another API process would be (PostgreSQL only: DATABASE_URL).
   * Closing it leaves the database to the first.
   */
  twin(options?: Omit<TestAppOptions, 'persistent'>): Promise<TestApp>;
  close(): Promise<void>;
}

/** The rate limiter's counters (plugins/rate-limit-repository.ts), which every call writes, refused or not. */
export const UNFINGERPRINTED_TABLE = 'rate_limit_hits';

/** The application tables (each mirrored by a Drizzle table; test/schema.test.ts checks both lists). */
export const TABLES = [
  'users',
  'sessions',
  'verification_codes',
  'subscriptions',
  'google_authenticators',
  'messages',
  'ledger',
  'balances',
  'mail_outbox',
  'app_secrets',
  'job_runs',
  'leagues',
  'clubs',
  'players',
  'card_supply',
  'cards',
  'fp_cards',
  'card_events',
  'card_openings',
  'fp_card_skills',
  'camp_attempts',
  'manager_energy',
  'grants',
  'trainings',
  'live_events',
  'live_sequences',
  'live_tickets',
  'orders',
  'payment_events',
  'sandbox_payments',
  'sandbox_webhooks',
  'gift_codes',
  'gift_code_redemptions',
  'referral_consumption',
  'referral_rewards',
  'goods_purchases',
  'goods_daily_counts',
  'shop_rotations',
  'shop_stock',
  'shop_user_counts',
  'shop_purchases',
  'security_changes',
  'withdrawals',
  'withdrawal_addresses',
  'siwe_nonces',
  'bound_wallets',
  'chain_contracts',
  'chain_deposit_addresses',
  'chain_cursors',
  'chain_deposits',
  'nft_withdrawals',
  'pool_sales',
  'pool_sale_commitments',
  'pack_series',
  'pack_reservations',
  'pack_user_counts',
  'pack_daily_counts',
  'pack_purchases',
  'market_listings',
  'market_bids',
  'market_favorites',
  'market_cancel_counts',
  'lineup_groups',
  'game_matches',
  'game_queue',
  'pve_clears',
  'manager_points',
  'pvp_challenges',
  // Staking (issue 14).
  'card_stakes',
  'goal_stakes',
  'airdrop_rounds',
  // The draw (issue 14).
  'draw_commitments',
  'draws',
  'fair_seed_pairs',
  'fair_outcomes',
  // TopPrize (issue 14).
  'top_prize_payouts',
  // Buying TMT (issue 24).
  'tmt_purchases',
  // Real-user vitals (issue 25).
  'vitals_histogram',
  // Rate limits shared by every API process (issue 27).
  'rate_limit_hits',
  // /dev/clock shared by every API process (issue 27).
  'dev_clock',
] as const;

/**
 * A fresh database per call: PGlite (in memory, or in a temporary folder when `persistent`), or, when DATABASE_URL is set, a new
 * database on that server (created here, dropped on close).
 */
async function freshDatabase(persistent: boolean): Promise<{ options: Partial<BuildAppOptions>; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl && persistent) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'fc-test-'));
    return { options: { pgliteDir: dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  if (!serverUrl) return { options: { pgliteDir: 'memory://' }, drop: async () => undefined };
  const name = `fc_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    options: { databaseUrl: url.toString() },
    drop: async () => {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestAppOptions extends Partial<BuildAppOptions> {
  /** Runs on the built app before `ready()` (e.g. to mount routes next to /api, as the site server does). */
  beforeReady?: (app: App) => void;
  /** Keep PGlite in a temporary directory instead of memory, so that `restart()` finds the data again. */
  persistent?: boolean;
}

export async function createTestApp({ persistent = false, ...options }: TestAppOptions = {}): Promise<TestApp> {
  return startTestApp(await freshDatabase(persistent), new TestClock(), options);
}

async function startTestApp(
  database: { options: Partial<BuildAppOptions>; drop: () => Promise<void> },
  clock: TestClock,
  { beforeReady, ...options }: Omit<TestAppOptions, 'persistent'>,
): Promise<TestApp> {
  // No chains unless a test starts its own nodes (test/helpers/chains.ts): CHAIN_RPC_* of the shell are not read.
  const app = buildApp({ seed: false, rateLimit: false, now: clock.now, chainRpc: {}, ...database.options, ...options });
  beforeReady?.(app);
  await app.ready();

  return {
    app,
    clock,
    async call<T>(path: string, body: unknown = {}, callOptions: CallOptions = {}) {
      const headers: Record<string, string> = { ...callOptions.headers };
      if (callOptions.token) headers[TOKEN_HEADER] = callOptions.token;
      if (callOptions.lang) headers[LANGUAGE_HEADER] = callOptions.lang;
      const response = await app.inject({ method: 'POST', url: `/api${path}`, payload: body as object, headers });
      const envelope = response.json<{ r: number; d: T; e: EnvelopeEvents }>();
      return { status: response.statusCode, r: envelope.r, d: envelope.d, e: envelope.e, headers: response.headers };
    },
    async fingerprint() {
      return app.dbHandle.rawTransaction(async (raw) => {
        // Every table of the schema, so a table added later is covered without touching this helper.
        const tables = await raw.query<{ name: string }>(
          `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '${UNFINGERPRINTED_TABLE}' ORDER BY table_name`,
        );
        const result: Record<string, string> = {};
        for (const { name } of tables) {
          const [row] = await raw.query<{ digest: string }>(
            `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${name}" t`,
          );
          result[name] = row?.digest ?? '';
        }
        return result;
      });
    },
    async restart() {
      await app.close();
      return startTestApp(database, clock, { beforeReady, ...options });
    },
    async twin(twinOptions = {}) {
      if (!database.options.databaseUrl) throw new Error('only a PostgreSQL database (DATABASE_URL) serves two apps at once');
      return startTestApp({ options: database.options, drop: async () => undefined }, clock, { ...options, ...twinOptions });
    },
    async close() {
      try {
        await assertLedgerInvariant(app);
      } finally {
        await app.close();
        await database.drop();
      }
    },
  };
}

/**
 * The ledger invariant, checked when every test app closes (so after every test file's whole run): each balance is
 * the sum of its ledger rows and each row's balance_after follows from the previous one. Fails with the offending rows.
 */
export async function assertLedgerInvariant(app: App): Promise<void> {
  // A test that closed the database itself (fault tests) left nothing to check.
  const reachable = await app.dbHandle.executeSql('SELECT 1').then(
    () => true,
    () => false,
  );
  if (!reachable) return;
  const found = await ledgerDiscrepancies(app.db);
  if (found.balances.length === 0 && found.chains.length === 0) return;
  throw new Error(`the ledger invariant is broken:\n${JSON.stringify(found, null, 2)}`);
}

/** The error detail of a refused call. */
export type ErrorAnswer = Answer<ApiErrorDetail | null>;
