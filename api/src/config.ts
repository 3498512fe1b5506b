import path from 'node:path';
import { CHAIN_IDS, DEFAULT_TMT_USD_RATE, parseTmtRate, type ChainId } from '@fc/shared/contracts';
import { parseSecretKey } from './lib/crypto';

/** Options of {@link buildApp}; anything left out comes from the environment. */
export interface BuildAppOptions {
  /** `postgres://…`: use that server. Wins over `pgliteDir` and the environment. */
  databaseUrl?: string;
  /** PGlite data directory, or `memory://`. Used when no database URL is given. */
  pgliteDir?: string;
  logger?: boolean;
  /** Origin that links in mails point to. */
  publicUrl?: string;
  /** Create the demo data on an empty database (default: outside production, or SEED_DEMO=1; SEED_DEMO=0 turns it off). */
  seed?: boolean;
  /** The clock for expiries, cooldowns, lockouts and TOTP (tests move it). */
  now?: () => Date;
  /** Requests per minute and client address; `false` turns rate limiting off (benchmarks, tests). */
  rateLimit?: RateLimitConfig | false;
  /**
   * Run the job clock and workers on timers (default: on; off under Jest, or with JOB_TIMERS=0). Off, jobs run only
   * when `app.jobs.tick()` and `app.jobs.drain()` are called.
   */
  jobTimers?: boolean;
  /**
   * JSON-RPC URL of each chain the wallet uses (default: CHAIN_RPC_56, CHAIN_RPC_1). A chain without one is off:
   * no deployment, no watcher, and its routes answer TOKEN_NOT_SUPPORTED. Tests pass `{}` unless they start anvil.
   */
  chainRpc?: Partial<Record<ChainId, string>>;
  /** The server's BIP-39 mnemonic (default: WALLET_MNEMONIC; outside production one is drawn once and kept in app_secrets). */
  walletMnemonic?: string;
  /** The operator's TMT rate, USD per TMT as a decimal (default: TMT_USD_RATE, else 0.10). */
  tmtUsdRate?: string;
  /** Public live streams one process holds at most (default: PUBLIC_STREAM_MAX, else 5,000). */
  publicStreamMax?: number;
}

export interface RateLimitConfig {
  /** The /api routes together, sensitive ones excepted. */
  max: number;
  /** Each sensitive route (login, register, mails, codes) on its own, instead of `max`. */
  authMax: number;
  /**
   * Public live streams opened (`/events/public`), on their own, instead of `max`; left out, `max`. The open is the
   * only call a stream makes, however long it stays open.
   */
  streamMax?: number;
  timeWindowMs: number;
}

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export interface AppConfig {
  database: DatabaseTarget;
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** HMAC key of the 6-digit e-mail codes; null: a random one kept in the database (app_secrets). */
  codeSecret: string | null;
  /** AES-256-GCM key of the secrets stored encrypted (authenticator secrets); null: a random one kept in app_secrets. */
  secretKey: Buffer | null;
  production: boolean;
  seed: boolean;
  rateLimit: RateLimitConfig | false;
  trustProxy: boolean;
  jobs: JobsConfig;
  payments: PaymentsConfig;
  /** The operator's TMT rate (TMT_USD_RATE): millionths of a USD per TMT. */
  tmtUsdRate: bigint;
  chains: ChainsConfig;
  /** WalletConnect in the browser's wallet connector (WALLETCONNECT_PROJECT_ID); null: only injected wallets. */
  walletConnectProjectId: string | null;
  /**
   * Run the chain loops (the deposit watcher, the withdrawal sender): where the job timers run, or with CHAIN_LOOPS=1
   * (the e2e site, whose server runs under NODE_ENV=test with its job timers off but must follow its own nodes).
   */
  chainLoops: boolean;
  /**
   * Run TopManager's matchmaker every second: where the job timers run, or with MATCHMAKER_LOOP=1 (the e2e site, whose
   * job timers are off but whose queue must move on its own); tests call `runMatchmaker` with their own clock.
   */
  matchmakerLoop: boolean;
  publicStreams: PublicStreamsConfig;
}

export interface PublicStreamsConfig {
  /** Open public live streams one process holds at most (PUBLIC_STREAM_MAX); one more is TOO_MANY_REQUESTS. */
  max: number;
}

/** Which payment provider serves add funds: Stripe when both of its secrets are set, else the local sandbox. */
export interface PaymentsConfig {
  stripe: { secretKey: string; webhookSecret: string; publishableKey: string | null } | null;
  /**
   * The local sandbox provider (fake cards, real ledger credits): the default outside production; in production only
   * with PAYMENT_SANDBOX=1 (a demo deploy), so that a forgotten Stripe key never lets test cards add real funds.
   */
  sandbox: boolean;
}

export interface ChainsConfig {
  /** The chains that are on: chain id → JSON-RPC URL. */
  rpc: Partial<Record<ChainId, string>>;
  /** Null outside production when not set: the database's own (app_secrets), drawn once. */
  mnemonic: string | null;
}

export interface JobsConfig {
  timers: boolean;
  /** How often the job clock looks for due periods. */
  tickSeconds: number;
  /** How often an idle worker asks for a job (pg-boss accepts 0.5 and more). */
  pollingIntervalSeconds: number;
}

export const DEFAULT_PORT = 8080;
/** `.data/` at the repository root (git-ignored). */
export const DEFAULT_PGLITE_DIR = path.resolve(__dirname, '../../.data/pglite');
export const MEMORY_DATA_DIR = 'memory://';

const DEFAULT_RATE_LIMIT = { max: 600, authMax: 30, streamMax: 300, timeWindowMs: 60_000 } satisfies RateLimitConfig;
/** A public stream costs a socket and a few KiB: thousands per process. */
const DEFAULT_PUBLIC_STREAM_MAX = 5_000;

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : fallback;
}

function rateLimitFromEnv(env: NodeJS.ProcessEnv): RateLimitConfig | false {
  if (env.RATE_LIMIT === 'off') return false;
  return {
    max: positiveInt(env.RATE_LIMIT_MAX, DEFAULT_RATE_LIMIT.max),
    authMax: positiveInt(env.RATE_LIMIT_AUTH_MAX, DEFAULT_RATE_LIMIT.authMax),
    streamMax: positiveInt(env.RATE_LIMIT_STREAM_MAX, DEFAULT_RATE_LIMIT.streamMax),
    timeWindowMs: DEFAULT_RATE_LIMIT.timeWindowMs,
  };
}

/** The demo account has a published password: never in production unless asked for. */
function seedFromEnv(env: NodeJS.ProcessEnv): boolean {
  if (env.SEED_DEMO === '1') return true;
  if (env.SEED_DEMO === '0') return false;
  return env.NODE_ENV !== 'production';
}

function jobTimersFromEnv(env: NodeJS.ProcessEnv): boolean {
  if (env.JOB_TIMERS === '1') return true;
  if (env.JOB_TIMERS === '0') return false;
  // Tests build many apps and drive jobs by hand with their own clock.
  return env.NODE_ENV !== 'test';
}

function databaseTarget(options: BuildAppOptions, env: NodeJS.ProcessEnv): DatabaseTarget {
  if (options.databaseUrl) return { kind: 'postgres', url: options.databaseUrl };
  if (options.pgliteDir) return { kind: 'pglite', dataDir: options.pgliteDir };
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: env.PGLITE_DIR || DEFAULT_PGLITE_DIR };
}

function paymentsFromEnv(env: NodeJS.ProcessEnv, production: boolean): PaymentsConfig {
  const secretKey = env.STRIPE_SECRET_KEY || null;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || null;
  if (Boolean(secretKey) !== Boolean(webhookSecret)) throw new Error('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together (the webhook cannot be verified without its secret)');
  const stripe = secretKey && webhookSecret ? { secretKey, webhookSecret, publishableKey: env.STRIPE_PUBLISHABLE_KEY || null } : null;
  return { stripe, sandbox: !stripe && (!production || env.PAYMENT_SANDBOX === '1') };
}

function tmtUsdRateFrom(options: BuildAppOptions, env: NodeJS.ProcessEnv): bigint {
  const text = options.tmtUsdRate ?? (env.TMT_USD_RATE?.trim() || DEFAULT_TMT_USD_RATE);
  const rate = parseTmtRate(text);
  if (rate === null) throw new Error(`TMT_USD_RATE must be a positive decimal of USD per TMT with at most 6 decimals (such as ${DEFAULT_TMT_USD_RATE}), not ${text}`);
  return rate;
}

function chainRpcFromEnv(env: NodeJS.ProcessEnv): Partial<Record<ChainId, string>> {
  const rpc: Partial<Record<ChainId, string>> = {};
  for (const chainId of CHAIN_IDS) {
    const url = env[`CHAIN_RPC_${chainId}`];
    if (url) rpc[chainId] = url;
  }
  return rpc;
}

/** Throws when the environment cannot run the app as configured (read at start, so a bad deploy does not start). */
export function loadConfig(options: BuildAppOptions = {}, env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  // Without SMTP the mails (activation, reset, codes) only reach the outbox table, which production does not serve.
  if (production && !env.SMTP_URL) {
    throw new Error('SMTP_URL must be set in production (NODE_ENV=production): without it no activation, reset or code mail would reach anyone');
  }
  const secretKey = env.SECRET_KEY ? parseSecretKey(env.SECRET_KEY) : null;
  if (env.SECRET_KEY && !secretKey) throw new Error('SECRET_KEY must be 32 bytes written as 64 hex digits or in base64');
  const chainRpc = options.chainRpc ?? chainRpcFromEnv(env);
  const mnemonic = options.walletMnemonic ?? (env.WALLET_MNEMONIC?.trim() || null);
  // The mnemonic holds every deposit address and the hot wallet: a production database must not invent its own.
  if (production && Object.keys(chainRpc).length > 0 && !mnemonic) {
    throw new Error('WALLET_MNEMONIC must be set in production when a chain is configured (CHAIN_RPC_56, CHAIN_RPC_1)');
  }
  const port = env.PORT || String(DEFAULT_PORT);
  const publicUrl = (options.publicUrl ?? env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    database: databaseTarget(options, env),
    publicUrl,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'FC <no-reply@fc.example>',
    codeSecret: env.CODE_SECRET || null,
    secretKey,
    production,
    seed: options.seed ?? seedFromEnv(env),
    rateLimit: options.rateLimit ?? rateLimitFromEnv(env),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    jobs: {
      timers: options.jobTimers ?? jobTimersFromEnv(env),
      tickSeconds: positiveInt(env.JOB_TICK_SECONDS, 5),
      pollingIntervalSeconds: positiveInt(env.JOB_POLLING_SECONDS, 2),
    },
    payments: paymentsFromEnv(env, production),
    tmtUsdRate: tmtUsdRateFrom(options, env),
    chains: { rpc: chainRpc, mnemonic },
    walletConnectProjectId: env.WALLETCONNECT_PROJECT_ID?.trim() || null,
    chainLoops: env.CHAIN_LOOPS === '1' || (options.jobTimers ?? jobTimersFromEnv(env)),
    matchmakerLoop: env.MATCHMAKER_LOOP === '1' || (options.jobTimers ?? jobTimersFromEnv(env)),
    publicStreams: { max: options.publicStreamMax ?? positiveInt(env.PUBLIC_STREAM_MAX, DEFAULT_PUBLIC_STREAM_MAX) },
  };
}
