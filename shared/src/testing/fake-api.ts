import { setApiTransport, type ApiTransport } from '../api/api-client';
import { ErrorCode, type ApiErrorDetail, type Envelope, type ErrorCodeName } from '../contracts';

export interface RecordedCall {
  path: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

export type Handler = (body: Record<string, unknown>, call: RecordedCall) => Envelope | Promise<Envelope>;

/** A successful envelope. */
export const ok = <T>(d: T, e: Envelope['e'] = {}): Envelope<T> => ({ r: ErrorCode.OK, d, e });

/** A refusal with the result code named `key`. */
export const fail = (key: ErrorCodeName, d: ApiErrorDetail | null = null, e: Envelope['e'] = {}): Envelope => ({
  r: ErrorCode[key],
  d,
  e,
});

/**
 * Replaces only the network under @fc/shared's API client: callApi, its headers (token, language), 1002 → logout,
 * the unread count and the envelope handling run for real. Unknown paths answer NOT_FOUND like the API.
 */
export function fakeApi(routes: Record<string, Handler | Envelope>) {
  const calls: RecordedCall[] = [];
  const transport: ApiTransport = async (request) => {
    const { path } = request;
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    const call: RecordedCall = { path, body, headers: { ...request.headers } };
    calls.push(call);
    const route = routes[path];
    const envelope = route === undefined ? fail('NOT_FOUND') : typeof route === 'function' ? await route(body, call) : route;
    return { status: 200, text: JSON.stringify(envelope) };
  };
  setApiTransport(transport);
  return {
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    /** Changes the answer of one path from now on. */
    set: (path: string, route: Handler | Envelope) => {
      routes[path] = route;
    },
  };
}

/** Puts the real network back under the API client. */
export function restoreApi(): void {
  setApiTransport(undefined);
}
