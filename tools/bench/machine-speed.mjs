// The load bench's gauge of the machine's own speed (load-bench.mjs), in a worker thread: a fixed piece of
// memory-bound work (random reads over an array far larger than the processor's caches) every SAMPLE_EVERY_MS, timed
// only when this thread held its core throughout (the kernel's count of its turns on a core,
// /proc/thread-self/schedstat, did not move), so neither waiting for a core nor the bench's own load counts. On a
// shared virtual machine that speed moves by itself: idle, this bench's machine ran the same reads at 63 to 100 % of
// its best for tens of seconds at a time, and a server at 80 % of what it keeps up with overloads while the machine
// is slow. Posts { type: 'sample', at, unitsPerMs } for each piece; ends on 'close'.
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';

if (!parentPort) throw new Error('machine-speed.mjs runs as a worker thread of load-bench.mjs');
const parent = parentPort;

/** A power of two of doubles: 128 MB, past any processor cache. */
const ARRAY_LENGTH = 16 * 1024 * 1024;
/** Random reads per piece of work (about 3 ms here: 3 % of a core at one piece per SAMPLE_EVERY_MS). */
const READS_PER_SAMPLE = 50_000;
const SAMPLE_EVERY_MS = 100;

const array = new Float64Array(ARRAY_LENGTH);
// Every page touched once, so that no piece of work pays for the kernel handing out memory.
for (let index = 0; index < ARRAY_LENGTH; index += 512) array[index] = index;

/** How many times this thread was given a core so far: the third field of its schedstat. */
const turnsOnCore = () => Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[2]);

let seed = 12_345;
let sink = 0;
/** Random reads spread over the whole array (a linear congruential generator: no allocation, nothing to predict). */
function readAtRandom() {
  for (let read = 0; read < READS_PER_SAMPLE; read += 1) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    sink += array[seed & (ARRAY_LENGTH - 1)];
  }
}

readAtRandom(); // compiled before the first sample
const timer = setInterval(() => {
  const turns = turnsOnCore();
  const started = performance.now();
  readAtRandom();
  const elapsedMs = performance.now() - started;
  // Taken off its core meanwhile: the time says how busy the machine was, not how fast.
  if (turnsOnCore() !== turns || elapsedMs <= 0) return;
  parent.postMessage({ type: 'sample', at: Date.now(), unitsPerMs: READS_PER_SAMPLE / 1000 / elapsedMs });
}, SAMPLE_EVERY_MS);

parent.on('message', (/** @type {string} */ message) => {
  if (message !== 'close') return;
  clearInterval(timer);
  // Read, so that the reads are not optimised away.
  if (sink === -1) console.log(sink);
  parent.close();
});
