import { ApiPaths, type EventsTicketResponse } from '@fc/shared/contracts';
import type { TestApp } from './build-app';

export interface SseEvent {
  id: string | undefined;
  event: string;
  data: unknown;
}

/** An open event stream read as a browser's EventSource would: events in order, comments skipped. */
export interface LiveStream {
  status: number;
  contentType: string;
  /** The next event, or a failure after `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseEvent>;
  /** Fails if an event arrives within `ms`. */
  expectQuiet(ms?: number): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

function parseBlock(block: string): SseEvent | null {
  let id: string | undefined;
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length ? { id, event, data: JSON.parse(data.join('\n')) as unknown } : null;
}

/** The app listening on a free loopback port (the stream needs a real connection); answers its origin. */
export async function listening(t: TestApp): Promise<string> {
  const address = t.app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return listening(t);
}

export async function ticketFor(t: TestApp, token: string): Promise<string> {
  const answer = await t.call<EventsTicketResponse>(ApiPaths.eventsTicket, {}, { token });
  if (answer.r !== 0) throw new Error(`ticket answered ${answer.r}`);
  return answer.d.ticket;
}

/** GET /api/events/stream with these query parameters and headers. */
export async function openStream(t: TestApp, query: Record<string, string>, headers: Record<string, string> = {}): Promise<LiveStream> {
  return openEventStream(t, `${ApiPaths.eventsStream}?${new URLSearchParams(query).toString()}`, headers);
}

/** GET /api/events/public, as a guest's EventSource opens it. */
export async function openPublicStream(t: TestApp): Promise<LiveStream> {
  return openEventStream(t, ApiPaths.publicStream, {});
}

/** A GET of /api<pathAndQuery> read as an event stream. */
async function openEventStream(t: TestApp, pathAndQuery: string, headers: Record<string, string>): Promise<LiveStream> {
  const origin = await listening(t);
  const abort = new AbortController();
  const response = await fetch(`${origin}/api${pathAndQuery}`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const queue: SseEvent[] = [];
  const waiting: ((event: SseEvent) => void)[] = [];
  let finish: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const event = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (event) {
            const taker = waiting.shift();
            if (taker) taker(event);
            else queue.push(event);
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close().
    }
    finish();
  })();

  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    ended,
    next(timeoutMs = 5_000) {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise<SseEvent>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(taker), 1);
          reject(new Error(`no event within ${timeoutMs} ms`));
        }, timeoutMs);
        const taker = (event: SseEvent): void => {
          clearTimeout(timer);
          resolve(event);
        };
        waiting.push(taker);
      });
    },
    async expectQuiet(ms = 300) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      if (queue.length) throw new Error(`unexpected events: ${JSON.stringify(queue)}`);
    },
    close() {
      abort.abort();
    },
  };
}

/** A refused stream: the envelope it answered instead. */
export async function refusedStream(t: TestApp, query: Record<string, string>, headers: Record<string, string> = {}): Promise<{ status: number; contentType: string; body: { r: number; d: { field?: string } | null } }> {
  const origin = await listening(t);
  const response = await fetch(`${origin}/api${ApiPaths.eventsStream}?${new URLSearchParams(query).toString()}`, { headers: { accept: 'text/event-stream', ...headers } });
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: (await response.json()) as { r: number; d: { field?: string } | null } };
}
