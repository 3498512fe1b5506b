// The load bench's public live streams (load-bench.mjs), held in a worker thread of their own: thousands of streams
// receive each batch at the same moment, and reading them on the thread that times the calls would hold up the
// reading of the calls' answers and count the bench's own delay as the server's.
// workerData: { origin, path, count, openBatch, headersTimeoutMs }. It posts { type: 'opened', status } once the
// streams are open (status: the first stream's HTTP status; 404 means the server has no such route, and nothing is
// held), answers { type: 'figures', held, events, failed, failures } to 'figures', and ends to 'close'.
import { parentPort, workerData } from 'node:worker_threads';
import { Pool } from 'undici';

/** @type {{ origin: string, path: string, count: number, openBatch: number, headersTimeoutMs: number }} */
const { origin, path, count, openBatch, headersTimeoutMs } = workerData;
if (!parentPort) throw new Error('load-streams.mjs runs as a worker thread of load-bench.mjs');
const parent = parentPort;

const pool = new Pool(origin, { connections: count, pipelining: 1, headersTimeout: headersTimeoutMs, bodyTimeout: 0 });
let open = 0;
let failed = 0;
let events = 0;
/** @type {string[]} */
const failures = [];
/** @type {import('node:stream').Readable[]} */
const bodies = [];
/** An event's end in the SSE text: a blank line. */
const EVENT_END = Buffer.from('\n\n');
const NEWLINE = 0x0a;

/** @returns {Promise<number>} the status, 0 when the request failed */
async function openOne() {
  try {
    const response = await pool.request({ path, method: 'GET', headers: { accept: 'text/event-stream' } });
    if (response.statusCode !== 200) {
      await response.body.dump();
      failed += 1;
      failures.push(`HTTP ${response.statusCode}`);
      return response.statusCode;
    }
    open += 1;
    bodies.push(response.body);
    // Counted on the bytes (tens of MB a second at the bench's load: decoding and splitting them took a share of the
    // machine the server then did not get); an event's end may straddle two chunks.
    let endedWithNewline = false;
    response.body.on('data', (/** @type {Buffer} */ chunk) => {
      if (endedWithNewline && chunk[0] === NEWLINE) events += 1;
      for (let at = chunk.indexOf(EVENT_END); at !== -1; at = chunk.indexOf(EVENT_END, at + EVENT_END.length)) events += 1;
      endedWithNewline = chunk[chunk.length - 1] === NEWLINE;
    });
    response.body.once('close', () => (open -= 1));
    response.body.once('error', () => undefined);
    return 200;
  } catch (error) {
    failed += 1;
    failures.push(String(/** @type {{ code?: string }} */ (error).code ?? error));
    return 0;
  }
}

parent.on('message', async (/** @type {string} */ message) => {
  if (message === 'figures') {
    parent.postMessage({ type: 'figures', held: open, events, failed, failures: [...new Set(failures)].join(', ') });
  } else if (message === 'close') {
    for (const body of bodies) body.destroy();
    await pool.destroy();
    parent.close();
  }
});

const firstStatus = await openOne();
if (firstStatus !== 404) {
  for (let opened = 1; opened < count; opened += openBatch) {
    await Promise.all(Array.from({ length: Math.min(openBatch, count - opened) }, openOne));
  }
}
parent.postMessage({ type: 'opened', status: firstStatus });
