import type { AxiosInstance } from 'axios';
import { API_BASE, ErrorCode, type Envelope } from '../contracts/base';
import { loadErrorStrings, toApiLanguage } from '../i18n/i18n';
import { syncSessionFromCookies } from '../session/session';
import { ApiError } from './api-error';
import { readEnvelope } from './envelope';
import { giveBackFirstAnswer, takeFirstAnswer } from './first-answers';

/** One call as it goes on the wire: a JSON POST. */
export interface ApiRequest {
  /** `/api<path>` */
  url: string;
  /** The API path the caller named, e.g. `/player/currency`. */
  path: string;
  headers: Record<string, string>;
  /** The JSON body. */
  body: string;
  /** Aborts on the caller's signal and on the timeout. */
  signal: AbortSignal;
}

/** What came back: the status and the body's text. */
export interface ApiResponse {
  status: number;
  text: string;
}

/** A stand-in for the network under every call (`@fc/shared/testing`). Rejects when the call fails or aborts. */
export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;

type Fetch = (input: URL | Request | string, init?: RequestInit) => Promise<Response>;

/** What axios' fetch adapter hands `fetch`: a Request where the runtime has that class, else the URL and its init. */
async function onTheWire(input: URL | Request | string, init: RequestInit | undefined): Promise<Omit<ApiRequest, 'path'>> {
  if (typeof input === 'string' || input instanceof URL) {
    return {
      url: String(input),
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: typeof init?.body === 'string' ? init.body : '',
      signal: init?.signal ?? new AbortController().signal,
    };
  }
  return { url: input.url, headers: Object.fromEntries(input.headers.entries()), body: await input.text(), signal: input.signal };
}

/** `fetch` answered by `transport`: axios' fetch adapter runs as in the browser, only the network is replaced. */
function fetchThrough(transport: ApiTransport): Fetch {
  return async (input, init) => {
    const call = await onTheWire(input, init);
    const pathname = new URL(call.url, 'http://api.invalid').pathname;
    const { status, text } = await transport({ ...call, path: pathname.slice(API_BASE.length) });
    // What the fetch adapter reads of an answer; jsdom (jest) has no Response class to build a real one.
    const answer = { status, statusText: '', headers: {}, body: null, text: async () => text };
    return answer as unknown as Response;
  };
}

/** The browser's own fetch, unless a test replaced the network (setApiTransport). */
let fetchOverride: Fetch | undefined;

/** Tests: answer every call with `replacement` instead of the network; undefined puts the network back. */
export function setApiTransport(replacement: ApiTransport | undefined): void {
  fetchOverride = replacement ? fetchThrough(replacement) : undefined;
}

let axiosClient: Promise<AxiosInstance> | undefined;

/**
 * axios and its setup (axios-client.ts), downloaded on the first call that needs the network, with the messages of the
 * result codes (a failed call is shown with them: `errorMessage`).
 */
async function networkClient(path: string): Promise<AxiosInstance> {
  axiosClient ??= Promise.all([import(/* webpackChunkName: "api-transport" */ './axios-client'), loadErrorStrings()]).then(
    ([{ createAxiosClient }]) => createAxiosClient(),
  );
  try {
    return await axiosClient;
  } catch (error) {
    // Its code did not arrive: the network failed; the next call tries again.
    axiosClient = undefined;
    throw new ApiError(ErrorCode.NETWORK_ERROR, path, { message: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Downloads and sets up the transport now, for calls about to be made (a navigation under way, a link about to be
 * followed), so that the first of them goes on the wire at once instead of after the transport's code. A failure is
 * the next call's to report.
 */
export function prepareApiClient(): void {
  networkClient('').catch(() => undefined);
}

/** The answer the page came with for this call (a guest's first calls: first-answers.ts), taken, or null. */
function inlineAnswer(path: string, body: object): Envelope | null {
  // A session's answers are its own: the site server answers a guest's calls only.
  if (syncSessionFromCookies().token) return null;
  return takeFirstAnswer(path, body, toApiLanguage());
}

export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * POSTs `body` as JSON to `/api<path>` and resolves with the envelope's `d`. Every answer is an envelope, also with
 * 404/500, so the status alone decides nothing. Rejects with an {@link ApiError} (the server's result code,
 * NETWORK_ERROR or REQUEST_TIMEOUT after API_TIMEOUT_MS), or with axios' CanceledError when `signal` aborts (the call
 * on the wire is aborted with it). A guest's first call with the path and body of an answer the page came with
 * resolves with that answer, without the network, once.
 */
export async function callApi<TRes, TReq = object>(path: string, body?: TReq, options: CallOptions = {}): Promise<TRes> {
  const payload: object = body ?? {};
  const inline = options.signal?.aborted ? null : inlineAnswer(path, payload);
  if (inline) {
    // Settles as a call would, after the caller's code has run on: an abort meanwhile rejects as an abort.
    await Promise.resolve();
    if (!options.signal?.aborted) return readEnvelope<TRes>(inline, 200, path).d;
    giveBackFirstAnswer(path, payload, inline);
  }
  const client = await networkClient(path);
  const response = await client.post<Envelope<TRes>>(path, payload, {
    signal: options.signal,
    ...(fetchOverride ? { env: { fetch: fetchOverride } } : {}),
  });
  return response.data.d;
}

/** True for the rejection of a call its caller aborted (axios' CanceledError, which marks itself as axios' isCancel reads). */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { __CANCEL__?: unknown }).__CANCEL__ === true;
}
