// Canary releases on the site server (docs/decisions/0019-canary-releases.md): who a visitor is (the signed-in user's
// id, else an anonymous first-party cookie), their bucket 0–99, the registry resolved for them (the canary's entry when
// their bucket is below its share), and the page loads and errors the shell reports per remote version, counted into
// deploy/canary-stats/ and judged against the canary's `maxErrorRate` (the automatic abort, tools/registry/canary.mjs).
import { createHash, randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CANARY_MIN_LOADS,
  REMOTE_NAMES,
  type Registry,
  type RegistryRemote,
  type RemoteName,
  type RemoteReport,
} from '@fc/shared/contracts';

/** The anonymous visitor's first-party cookie: a random id, nothing else. */
export const VISITOR_COOKIE = 'fc_visitor';
/** Long-lived: the same browser keeps its bucket (and so its version) for a year. */
const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The cookies of a Cookie header by name (the first of a repeated name), values URI-decoded where they can be. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    if (cookies.has(name)) continue;
    const raw = pair.slice(at + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // Not percent-encoded as it should be: kept as it came.
    }
    cookies.set(name, value);
  }
  return cookies;
}

/** The anonymous id a browser carries, or null when it has none (or one this server did not make). */
export function visitorIdOf(cookieHeader: string | undefined): string | null {
  const id = parseCookies(cookieHeader).get(VISITOR_COOKIE);
  return id && VISITOR_ID.test(id) ? id : null;
}

export const newVisitorId = (): string => randomBytes(16).toString('base64url');

/** The Set-Cookie value giving a browser its anonymous id. */
export function visitorCookie(id: string, secure: boolean): string {
  return `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${VISITOR_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Who a visitor is for the canary: `user:<id>` when signed in (the same on every device), else `anon:<cookie id>`. */
export type VisitorKey = `user:${number}` | `anon:${string}`;

/** 0–99, the same for the same visitor on every load: the first 32 bits of the key's SHA-256, modulo 100. */
export function bucketOf(key: VisitorKey): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0) % 100;
}

/** Whether a visitor in `bucket` gets `entry`'s canary. */
const getsCanary = (entry: RegistryRemote, bucket: number) => !!entry.canary && bucket < entry.canary.share;

/**
 * registry.json as one visitor gets it: each remote's canary entry instead of the stable one when their bucket is below
 * the canary's share, no `canary` field left, and `visitor` saying which bucket and canaries they have.
 */
export function registryForVisitor(registry: Registry, bucket: number): Registry {
  const remotes: Registry['remotes'] = {};
  const canary: RemoteName[] = [];
  const reported: RemoteName[] = [];
  for (const name of REMOTE_NAMES) {
    const entry = registry.remotes[name];
    if (!entry) continue;
    if (entry.canary) reported.push(name);
    if (entry.canary && getsCanary(entry, bucket)) {
      const { share: _share, since: _since, maxErrorRate: _maxErrorRate, ...served } = entry.canary;
      remotes[name] = served;
      canary.push(name);
    } else {
      const { canary: _canary, ...stable } = entry;
      remotes[name] = stable;
    }
  }
  return { ...registry, remotes, visitor: { bucket, canary, reported } };
}

/** A RemoteReport's JSON schema: nothing unknown, every string bounded. */
export const remoteReportSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['pageLoad', 'remote', 'version', 'kind'],
  properties: {
    pageLoad: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' },
    remote: { type: 'string', enum: [...REMOTE_NAMES] },
    version: { type: 'string', minLength: 1, maxLength: 64 },
    kind: { type: 'string', enum: ['load', 'error'] },
  },
} as const;

interface Counts {
  loads: number;
  errors: number;
}

/** One process's counts of one canary: the file it writes (`deploy/canary-stats/<remote>/<since>/<tag>.json`). */
interface CanaryCounts {
  since: string;
  stable: Counts & { version: string };
  canary: Counts & { version: string };
  maxErrorRate: number | undefined;
  dirty: boolean;
}

/** A canary's sums over every process, as tools/registry/canary.mjs reads them. */
export interface CanaryStats {
  stable: Counts & { errorRate: number | null };
  canary: Counts & { errorRate: number | null };
}

/** The registry tooling's canary functions the server uses (tools/registry/canary.mjs; tests pass stand-ins). */
export interface CanaryTools {
  readCanaryStats(deployDir: string, remote: string, canary: { version: string; since: string }): Promise<CanaryStats>;
  /** Why the canary must be aborted ("error rate 37.0 % vs 1.0 % over 112 loads"), or null: the one rule, the CLI's too. */
  canaryAbortReason(stats: CanaryStats, threshold: { maxErrorRate: number | undefined; minLoads: number }): string | null;
  abortCanary(options: {
    deployDir: string;
    remote: string;
    reason: string;
    user: string;
    now: Date;
    expected: { version: string; since: string };
  }): Promise<unknown>;
}

/** Who the automatic abort is audited as. */
export const AUTOMATIC_ABORT_USER = 'site-server (automatic abort)';

/** A page load's reports remembered for deduplication; the oldest are forgotten first. */
const SEEN_PAGE_LOADS = 100_000;
/** Page loads one visitor may add to one canary's counts: one browser cannot decide a canary. */
export const LOADS_PER_VISITOR = 20;
/** How often a process writes its counts and judges the canary. */
const FLUSH_MS = 1000;

export const canaryStatsDir = (deployDir: string, remote: string, since: string) =>
  path.join(deployDir, 'canary-stats', remote, since.replace(/:/g, '-'));

export interface CanaryCounterOptions {
  deployDir: string;
  tools: () => Promise<CanaryTools>;
  log: (message: string) => void;
  /** This process's file name in each canary's folder (default host, pid and a random suffix). */
  tag?: string;
  flushMs?: number;
}

/**
 * Counts the reports of the remotes running a canary, for the version each visitor is served, once per page load and
 * at most {@link LOADS_PER_VISITOR} page loads per visitor; writes them (atomically, at most once a {@link FLUSH_MS})
 * and, when the canary has a `maxErrorRate`, sums every process's file and aborts it once its error rate is too high.
 */
export function createCanaryCounter({ deployDir, tools, log, tag, flushMs = FLUSH_MS }: CanaryCounterOptions) {
  const processTag = tag ?? `${os.hostname().replace(/[^A-Za-z0-9_-]/g, '_')}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const counts = new Map<RemoteName, CanaryCounts>();
  /** `<visitor>|<remote>|<since>|<page load>` → whether an error was counted for it. */
  const seen = new Map<string, boolean>();
  /** `<visitor>|<remote>|<since>` → page loads counted. */
  const perVisitor = new Map<string, number>();
  const aborting = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  function remember<V>(map: Map<string, V>, key: string, value: V) {
    map.set(key, value);
    if (map.size > SEEN_PAGE_LOADS) map.delete(map.keys().next().value as string);
  }

  function countsOf(remote: RemoteName, entry: RegistryRemote): CanaryCounts | null {
    const canary = entry.canary;
    if (!canary) return null;
    let current = counts.get(remote);
    if (!current || current.since !== canary.since || current.canary.version !== canary.version) {
      current = {
        since: canary.since,
        stable: { version: entry.version, loads: 0, errors: 0 },
        canary: { version: canary.version, loads: 0, errors: 0 },
        maxErrorRate: canary.maxErrorRate,
        dirty: false,
      };
      counts.set(remote, current);
    }
    current.maxErrorRate = canary.maxErrorRate;
    return current;
  }

  /**
   * Counts a report against the registry on disk. Returns whether it counted: only while the remote runs a canary, for
   * the version this visitor is served, once per page load (a load, then at most one error).
   */
  function record(registry: Registry, visitor: VisitorKey, report: RemoteReport): boolean {
    const entry = registry.remotes[report.remote];
    const current = entry ? countsOf(report.remote, entry) : null;
    if (!entry || !current) return false;
    const side = getsCanary(entry, bucketOf(visitor)) ? current.canary : current.stable;
    if (side.version !== report.version) return false;
    const visitorCanary = `${visitor}|${report.remote}|${current.since}`;
    const pageKey = `${visitorCanary}|${report.pageLoad}`;
    const errored = seen.get(pageKey);
    if (errored === undefined) {
      const loads = perVisitor.get(visitorCanary) ?? 0;
      if (loads >= LOADS_PER_VISITOR) return false;
      remember(perVisitor, visitorCanary, loads + 1);
      side.loads += 1;
    } else if (errored || report.kind === 'load') {
      return false;
    }
    if (report.kind === 'error') side.errors += 1;
    remember(seen, pageKey, report.kind === 'error');
    current.dirty = true;
    timer ??= setTimeout(() => {
      timer = null;
      void flush();
    }, flushMs);
    return true;
  }

  async function writeCounts(remote: RemoteName, current: CanaryCounts) {
    const dir = canaryStatsDir(deployDir, remote, current.since);
    await fs.mkdir(dir, { recursive: true });
    const file = path.join(dir, `${processTag}.json`);
    const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    const { stable, canary } = current;
    const body = { stable, canary, updatedAt: new Date().toISOString() };
    await fs.writeFile(temporary, `${JSON.stringify(body, null, 2)}\n`);
    await fs.rename(temporary, file);
  }

  async function judge(remote: RemoteName, current: CanaryCounts) {
    const key = `${remote}|${current.since}`;
    if (current.maxErrorRate === undefined || aborting.has(key)) return;
    const canary = { version: current.canary.version, since: current.since };
    const loaded = await tools();
    const stats = await loaded.readCanaryStats(deployDir, remote, canary);
    const reason = loaded.canaryAbortReason(stats, { maxErrorRate: current.maxErrorRate, minLoads: CANARY_MIN_LOADS });
    if (!reason) return;
    aborting.add(key);
    log(`canary ${remote}@${canary.version} aborted: ${reason}`);
    await loaded.abortCanary({ deployDir, remote, reason, user: AUTOMATIC_ABORT_USER, now: new Date(), expected: canary });
  }

  /** Writes what changed and judges those canaries; one flush at a time. */
  function flush(): Promise<void> {
    flushing = flushing.then(async () => {
      for (const [remote, current] of counts) {
        if (!current.dirty) continue;
        current.dirty = false;
        try {
          await writeCounts(remote, current);
          await judge(remote, current);
        } catch (error) {
          log(`canary counts of ${remote}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    });
    return flushing;
  }

  /** Writes what is left (the server closing). */
  async function close(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    await flush();
  }

  return { record, flush, close };
}

export type CanaryCounter = ReturnType<typeof createCanaryCounter>;
