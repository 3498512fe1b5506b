// What react-dom/static (the shell's server render, run here under jsdom) needs of Node that jsdom hides.
import { ReadableStream } from 'node:stream/web';
import { setImmediate } from 'node:timers';

if (typeof globalThis.ReadableStream === 'undefined') Object.assign(globalThis, { ReadableStream });
if (typeof globalThis.setImmediate === 'undefined') Object.assign(globalThis, { setImmediate });
