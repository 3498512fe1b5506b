import type { AxiosAdapter, AxiosResponse } from 'axios';
import { apiClient, ErrorCode, type Envelope } from '@fc/shared';

export interface RecordedCall {
  path: string;
  body: Record<string, unknown>;
}

export type Handler = (body: Record<string, unknown>) => Envelope | Promise<Envelope>;

export const ok = <T>(d: T, e: Envelope['e'] = {}): Envelope<T> => ({ r: ErrorCode.OK, d, e });

const originalAdapter = apiClient.defaults.adapter;

/**
 * Replaces only the network under @fc/shared's apiClient: callApi, its interceptors and envelope
 * handling run for real. Unknown paths answer NOT_FOUND like the API.
 */
export function fakeApi(routes: Record<string, Handler | Envelope>) {
  const calls: RecordedCall[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const path = config.url ?? '';
    const body = typeof config.data === 'string' && config.data ? (JSON.parse(config.data) as Record<string, unknown>) : {};
    calls.push({ path, body });
    const route = routes[path];
    const envelope: Envelope =
      route === undefined ? { r: ErrorCode.NOT_FOUND, d: null, e: {} } : typeof route === 'function' ? await route(body) : route;
    const response: AxiosResponse = { data: envelope, status: 200, statusText: 'OK', headers: {}, config, request: {} };
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return { calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

export function restoreApi(): void {
  apiClient.defaults.adapter = originalAdapter;
}
