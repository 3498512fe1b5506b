// The home page's frame, prerendered per language at build time (issue 25): what `/` shows before any data, in the
// HTML the site server sends a guest. A node-target build compiles this entry with the browser build's CSS-module
// class names; nothing here touches `window` or `document`, at import or while rendering.
import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { addRemoteResources, i18n, LANGUAGES, type Language } from '@fc/shared';
import { FRAME_RESOURCES, publishResources, resourcesConfig, type ResourcesConfig } from '@fc/shared/contracts/resources';
import face from './routes';

/** The routes of this remote whose page has a frame: pages that render for real with no data, no session, no clock. */
export const FRAMED_ROUTES = ['market.home'] as const;
export type FramedRouteId = (typeof FRAMED_ROUTES)[number];

export interface Frame {
  routeId: FramedRouteId;
  language: Language;
  /** The markup of the route's page (the shell's page slot), to hydrate against. */
  html: string;
  /**
   * What React hoists out of the page for the document's `<head>`: `<link rel="preload" as="image">` of the pictures
   * the page shows at once (the hero's packs). Not part of `html`: inside the page slot they would not hydrate.
   */
  head: string;
}

export interface RenderFramesOptions {
  /**
   * The art's host and version, as the shell publishes them from registry.json (`Registry.resources`): image URLs in
   * the frame must be the browser's, byte for byte. Defaults to FRAME_RESOURCES, placeholders the site server replaces
   * with the deployed address and version as it serves the frame.
   */
  resources?: ResourcesConfig;
}

/** What the shell renders above a page that the page's markup depends on: a router at the route's address. */
export function FrameProviders({ path, children }: { path: string; children: ReactElement }) {
  return <StaticRouter location={path}>{children}</StaticRouter>;
}

/** React's `renderToString` puts the resources it hoists (preloads) before the markup: `<link …/>` elements. */
const HOISTED = /^(?:<link\b[^>]*\/>)*/;

function splitHoisted(markup: string): { head: string; html: string } {
  const head = HOISTED.exec(markup)?.[0] ?? '';
  return { head, html: markup.slice(head.length) };
}

const pathOf = (routeId: FramedRouteId): string => {
  const route = face.routes.find((candidate) => candidate.id === routeId);
  if (!route?.load || !route.path) throw new Error(`${face.name} has no page for route ${routeId}`);
  return route.path;
};

/** The page of a route as the shell's page slot gets it: the default export of the route's `load()`. */
export async function loadFramedPage(routeId: FramedRouteId): Promise<ComponentType> {
  const route = face.routes.find((candidate) => candidate.id === routeId);
  if (!route?.load) throw new Error(`${face.name} has no page for route ${routeId}`);
  return (await route.load()).default;
}

/**
 * The frame of each framed route in each language: `renderToString` of `<Page />` under a router at the route's path,
 * with i18next in that language holding this remote's namespace (English as the face bundles it, Korean loaded) and
 * the shared `common`/`errors` ones. Languages are rendered one after another (the i18next instance is shared) and
 * the language in use before is restored.
 */
export async function renderFrames(options: RenderFramesOptions = {}): Promise<Frame[]> {
  const previousLanguage = i18n.language;
  const previousResources = resourcesConfig();
  publishResources(options.resources ?? FRAME_RESOURCES);
  try {
    await addRemoteResources(face.namespace, face.resources);
    const frames: Frame[] = [];
    for (const routeId of FRAMED_ROUTES) {
      const Page = await loadFramedPage(routeId);
      for (const language of LANGUAGES) {
        await i18n.changeLanguage(language);
        await i18n.loadNamespaces([face.namespace, 'common', 'errors']);
        const markup = renderToString(
          <FrameProviders path={pathOf(routeId)}>
            <Page />
          </FrameProviders>,
        );
        frames.push({ routeId, language, ...splitHoisted(markup) });
      }
    }
    return frames;
  } finally {
    publishResources(previousResources);
    if (previousLanguage) await i18n.changeLanguage(previousLanguage);
  }
}
