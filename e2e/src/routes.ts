// The deployed route tables (built from the remotes' faces) turned into URLs a browser can open. The routes come
// from the faces; what is stated here is only what a face cannot say: a sample value for each path parameter and
// the query some pages are opened with. SPEC.md §2 itself is checked against the faces in tools/jest.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generatePath, matchPath } from 'react-router-dom';
import type { Registry, RemoteName, RouteMeta } from '@fc/shared/contracts';
import { REPO_ROOT } from './state';

/** A value for each path parameter; optional ones are opened both with and without it. */
export const SAMPLE_PARAMS: Record<string, string> = {
  packId: 'legend-2024',
  cardId: '1001',
  tokenSymbol: 'TMT',
  tokenId: '4242',
  orderId: 'ORD-20240101-0001',
  transId: '9001',
  rechargeId: 'RC-1001',
  viewMode: 'list',
  groupId: '1',
  /** No such match: the report's not-found state, under the route's own title. */
  matchId: '999999999',
  /** Replaced by the id of one of the demo account's messages when the test runs. */
  UserId: 'DEMO_MESSAGE_ID',
};

/** Query strings some pages are opened with (SPEC.md §2 "query u, f" and "query u, c"). */
export const SAMPLE_QUERIES: Record<string, string> = {
  '/activate-waiting': '?u=e2e-sample&f=de***%40fc.example',
  '/reset-password': '?u=e2e-sample&c=e2e-sample-code',
};

export interface RouteCase {
  remote: RemoteName;
  route: RouteMeta;
  /** What the browser opens. */
  url: string;
  /** Where it must end up (a redirect's target). */
  finalPath: string;
  /** The route that renders there (and its remote), for its title and layout. */
  target: RouteMeta;
  targetRemote: RemoteName;
}

/** Fills `:name` parameters from `params`; `:name?` is left out when `withOptional` is false. */
export function fillPath(pattern: string, params: Record<string, string>, withOptional: boolean): string {
  const values: Record<string, string> = {};
  for (const [, name = '', optional] of pattern.matchAll(/:(\w+)(\?)?/g)) {
    if (optional && !withOptional) continue;
    const value = params[name];
    if (value === undefined) throw new Error(`no sample value for :${name} in ${pattern}`);
    values[name] = value;
  }
  return generatePath(pattern, values);
}

export function activeRoutes(registry: Registry): { remote: RemoteName; route: RouteMeta }[] {
  return Object.entries(registry.remotes).flatMap(([remote, entry]) =>
    (entry?.routes ?? []).map((route) => ({ remote: remote as RemoteName, route })),
  );
}

/** One case per route of the registry (two for a route with an optional parameter). */
export function routeCases(registry: Registry, params: Record<string, string> = SAMPLE_PARAMS): RouteCase[] {
  const all = activeRoutes(registry);
  const serving = (pathname: string) => all.find((entry) => !entry.route.redirectTo && matchPath(entry.route.path, pathname));
  return all.flatMap(({ remote, route }) => {
    const variants = route.path.includes('?') ? [false, true] : [true];
    return variants.map((withOptional) => {
      const pathname = fillPath(route.path, params, withOptional);
      const served = route.redirectTo ? serving(route.redirectTo) : { remote, route };
      if (!served) throw new Error(`${route.id} redirects to ${route.redirectTo}, which no remote serves`);
      return {
        remote,
        route,
        url: `${pathname}${SAMPLE_QUERIES[route.path] ?? ''}`,
        finalPath: route.redirectTo ?? pathname,
        target: served.route,
        targetRemote: served.remote,
      };
    });
  });
}

/** The English (or Korean) strings of a remote's namespace, from its source. */
export function remoteStrings(remote: RemoteName, language: 'en' | 'ko' = 'en'): Record<string, unknown> {
  const namespace = remote.replace(/^mfe_/, '');
  const file = path.join(REPO_ROOT, remote.replace(/_/g, '-'), 'src', 'locales', language, `${namespace}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

export function lookup(strings: Record<string, unknown>, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), strings);
  if (typeof value !== 'string') throw new Error(`no string ${key}`);
  return value;
}

/** The page title a route's titleKey gives in English (or Korean). */
export function routeTitle(remote: RemoteName, route: RouteMeta, language: 'en' | 'ko' = 'en'): string {
  if (!route.titleKey) throw new Error(`${route.id} has no titleKey`);
  return lookup(remoteStrings(remote, language), route.titleKey);
}
