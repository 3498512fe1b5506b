// SPEC.md §2 as data, and the deployed route tables turned into URLs a browser can open.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Layout, Registry, RemoteName, RouteMeta } from '@fc/shared/contracts';
import { REPO_ROOT } from './state';

/**
 * Every path SPEC.md §2 names, with what the spec says about it: login needed or not, and the layout where it says
 * one ("main layout" sections, the game layout of /game/menu). `null` where the spec does not say.
 */
export const SPEC_ROUTES: { path: string; loginRequired: boolean | null; layout: Layout | null }[] = [
  // Public routes in the main layout
  ...['/', '/test', '/packs', '/pack/:packId', '/poolsale/:tokenSymbol?', '/card/:packId/:cardId', '/propshop', '/terms-of-service'].map(
    (p) => ({ path: p, loginRequired: false, layout: 'main' as const }),
  ),
  // Login-required routes in the main layout
  ...[
    '/mycard/:tokenId',
    '/mycard/fp/:tokenId',
    '/mycard/breach/:tokenId',
    '/order/list',
    '/order/detail/:orderId',
    '/user/profile',
    '/user/paymethods',
    '/token/deposit/:tokenSymbol?',
    '/user/addfunds',
    '/token/withdraw/:tokenSymbol',
    '/user/funds/history',
    '/user/nft/deposit',
    '/user/nft/history',
    '/giftcode',
    '/security/gauth',
    '/recharge/detail/:rechargeId',
    '/messagebox',
    '/messagebox/detail/:UserId',
    '/referral',
    '/claim-center',
  ].map((p) => ({ path: p, loginRequired: true, layout: 'main' as const })),
  // Collection (login required)
  ...[
    '/collection',
    '/collection/packs',
    '/collection/cards',
    '/collection/items',
    '/collection/items/equip',
    '/collection/fpcards/:viewMode?',
    '/collection/fppack',
    '/collection/mint/:tokenId',
  ].map((p) => ({ path: p, loginRequired: true, layout: null })),
  // Market
  ...['/market', '/market/center', '/market/cardrol', '/market/pack'].map((p) => ({ path: p, loginRequired: false, layout: null })),
  ...[
    '/market/detail/fp/:transId',
    '/market/detail/rol/:transId',
    '/market/detail/box/:transId',
    '/market/listed',
    '/market/favorites',
    '/market/history',
  ].map((p) => ({ path: p, loginRequired: true, layout: null })),
  // Game pages (none requires login)
  ...[
    '/guidance',
    '/game/topprize',
    '/game/ranking/topmanager',
    '/game/rewards/topmanager',
    '/game/rewards/pvp',
    '/game/editgroup/:groupId',
    '/game/ranking',
    '/game/rewards',
    '/game/dispatch',
    '/game/recall',
    '/game/pve',
    '/game/airdrop',
    '/game/airdrop/dispatch',
    '/game/draw',
    '/gametest',
    '/game/train',
    '/game/stake',
    '/game/stake/dispatch',
    '/game/stake/recall',
    '/game/stake/goal',
    '/game/topmanager',
    '/game/pvp',
  ].map((p) => ({ path: p, loginRequired: false, layout: null })),
  { path: '/game', loginRequired: true, layout: null },
  { path: '/game/menu/card/:viewMode?', loginRequired: true, layout: 'game' },
  { path: '/game/menu/pack', loginRequired: true, layout: 'game' },
  { path: '/game/menu/item', loginRequired: false, layout: 'game' },
  // Other routes
  ...['/cloud/game', '/subscribe', '/login', '/signup', '/activate-waiting', '/activate-confirm', '/forget-password', '/reset-password'].map(
    (p) => ({ path: p, loginRequired: false, layout: null }),
  ),
];

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

/** Fills `:name` parameters; `:name?` is dropped when `withOptional` is false. */
export function fillPath(pattern: string, params: Record<string, string>, withOptional: boolean): string {
  const filled = pattern
    .split('/')
    .flatMap((segment) => {
      const match = /^:(\w+)(\?)?$/.exec(segment);
      if (!match) return [segment];
      const [, name = '', optional] = match;
      if (optional && !withOptional) return [];
      const value = params[name];
      if (value === undefined) throw new Error(`no sample value for :${name} in ${pattern}`);
      return [encodeURIComponent(value)];
    })
    .join('/');
  return filled || '/';
}

export function activeRoutes(registry: Registry): { remote: RemoteName; route: RouteMeta }[] {
  return Object.entries(registry.remotes).flatMap(([remote, entry]) =>
    (entry?.routes ?? []).map((route) => ({ remote: remote as RemoteName, route })),
  );
}

/** Whether a concrete pathname matches a react-router pattern (`:param`, `:param?`). */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const match = /^:\w+(\?)?$/.exec(segment);
      if (!match) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return match[1] ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');
  return new RegExp(`^${source || '/'}/?$`).test(pathname);
}

/** One case per route of the registry (two for a route with an optional parameter). */
export function routeCases(registry: Registry, params: Record<string, string> = SAMPLE_PARAMS): RouteCase[] {
  const all = activeRoutes(registry);
  const serving = (pathname: string) => all.find((entry) => !entry.route.redirectTo && matchesPattern(entry.route.path, pathname));
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

/** The page title a route's titleKey gives in English. */
export function routeTitle(remote: RemoteName, route: RouteMeta): string {
  if (!route.titleKey) throw new Error(`${route.id} has no titleKey`);
  return lookup(remoteStrings(remote), route.titleKey);
}
