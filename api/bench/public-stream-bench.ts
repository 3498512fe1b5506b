// `npm run bench:public -w api`: the public live stream (decision 0017) under BENCH_STREAMS open streams (default
// 2,000) from one address: how long they take to open, then, for BENCH_ROUNDS changes notified as migration 0036's
// triggers notify them, the delay from the commit to each stream's receipt (p50, p99, max over every stream and
// change), the CPU per change (server and clients: one process), the server thread's busy time per change, and the
// memory. The clients run in a worker thread (their own event loop) on raw sockets. Figures to compare between
// changes, not a test; on a loaded machine the busy time counts waiting for a core too. DATABASE_URL: on PostgreSQL.
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { ApiPaths } from '@fc/shared/contracts';
import { buildApp } from '../src/app';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 2_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);
/** Between two changes: longer than the hub's coalescing window, so each change is its own batch. */
const ROUND_GAP_MS = 250;

/**
 * The clients: plain JavaScript for the worker. Each socket notes when it sees `"transId":"<round>"`; the notes go to
 * the main thread (the server's) only when asked, so that the measure does not load the server.
 */
const CLIENTS = `
const { parentPort, workerData } = require('node:worker_threads');
const net = require('node:net');
const { port, path, streams } = workerData;
const now = () => performance.timeOrigin + performance.now();
let hellos = 0;
const arrivals = [];
parentPort.on('message', () => parentPort.postMessage({ kind: 'arrivals', arrivals }));
for (let i = 0; i < streams; i += 1) {
  const socket = net.connect(port, '127.0.0.1', () => socket.write('GET ' + path + ' HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\nAccept: text/event-stream\\r\\n\\r\\n'));
  let helloSeen = false;
  let tail = '';
  socket.setEncoding('utf8');
  socket.on('data', (text) => {
    const at = now();
    const seen = tail + text;
    if (!helloSeen && seen.includes('event: hello')) {
      helloSeen = true;
      hellos += 1;
      if (hellos === streams) parentPort.postMessage({ kind: 'open', at });
    }
    for (const match of seen.matchAll(/"transId":"(\\d+)"/g)) arrivals.push([Number(match[1]), at]);
    tail = seen.slice(-64).replace(/^[\\s\\S]*\\n\\n/, '');
  });
  socket.on('error', (error) => parentPort.postMessage({ kind: 'error', message: String(error) }));
}
`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

async function main(): Promise<void> {
  const app = buildApp({ seed: false, rateLimit: false, jobTimers: false, chainRpc: {}, publicStreamMax: STREAMS, pgliteDir: process.env.DATABASE_URL ? undefined : 'memory://' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('not listening');

  const sentAt = new Map<number, number>();
  const delays: number[] = [];
  const errors: string[] = [];
  const openedAt = performance.timeOrigin + performance.now();
  let opened: (at: number) => void = () => undefined;
  const allOpen = new Promise<number>((resolve) => {
    opened = resolve;
  });
  const worker = new Worker(CLIENTS, { eval: true, workerData: { port: address.port, path: `/api${ApiPaths.publicStream}`, streams: STREAMS } });
  let reported: (arrivals: [number, number][]) => void = () => undefined;
  const report = new Promise<[number, number][]>((resolve) => {
    reported = resolve;
  });
  worker.on('message', (message: { kind: string; at: number; message?: string; arrivals?: [number, number][] }) => {
    if (message.kind === 'open') opened(message.at);
    else if (message.kind === 'error') errors.push(message.message ?? '');
    else if (message.kind === 'arrivals') reported(message.arrivals ?? []);
  });
  const openMs = (await allOpen) - openedAt;

  const memoryBefore = process.memoryUsage().rss;
  const cpuBefore = process.cpuUsage();
  const loopBefore = performance.eventLoopUtilization();
  for (let round = 1; round <= ROUNDS; round += 1) {
    await app.db.execute(sql`SELECT pg_notify('fc_public_live', json_build_object('type', 'market', 'transId', ${String(round)}::text, 'tab', 'fp',
      'saleType', 'auction', 'state', 'listed', 'startPrice', '50000000000000000000', 'price', '60000000000000000000', 'bidCount', 3,
      'endsAt', 1900000000, 'closedAt', null, 'soldPrice', null)::text)`);
    sentAt.set(round, performance.timeOrigin + performance.now());
    await new Promise((resolve) => setTimeout(resolve, ROUND_GAP_MS));
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const cpu = process.cpuUsage(cpuBefore);
  const loop = performance.eventLoopUtilization(loopBefore);
  worker.postMessage('report');
  for (const [round, at] of await report) {
    const sent = sentAt.get(round);
    if (sent !== undefined) delays.push(at - sent);
  }

  delays.sort((a, b) => a - b);
  const figures = {
    database: app.dbHandle.kind,
    streams: STREAMS,
    openAllMs: Math.round(openMs),
    changes: ROUNDS,
    received: `${delays.length} of ${STREAMS * ROUNDS}`,
    delayP50Ms: Math.round(percentile(delays, 50)),
    delayP99Ms: Math.round(percentile(delays, 99)),
    delayMaxMs: Math.round(delays.at(-1) ?? NaN),
    processCpuMsPerChange: Math.round((cpu.user + cpu.system) / 1000 / ROUNDS),
    // The server's thread only: its event loop's busy time (the database's notify included).
    serverBusyMsPerChange: Math.round(loop.active / ROUNDS),
    rssMiB: Math.round(process.memoryUsage().rss / 2 ** 20),
    rssGrowthMiB: Math.round((process.memoryUsage().rss - memoryBefore) / 2 ** 20),
    openStreams: app.publicHub.size,
    dropped: app.publicHub.dropped,
    errors: errors.length,
  };
  console.table(figures);
  await worker.terminate();
  await app.close();
  if (delays.length !== STREAMS * ROUNDS || errors.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
