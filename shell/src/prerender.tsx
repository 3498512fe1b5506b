// The shell's server renderer (tools/webpack/prerender.cjs bundles it for Node; tools/site/shell-frame.ts runs it):
// the app shell of a page — the layout, the navbar as a guest sees it, the footer — in the visitor's language, with
// the page area either the route's frame (its remote's prerendered HTML) or a skeleton the browser replaces. The tree
// is bootstrap.tsx's, so that the browser hydrates it as it is.
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { i18n, LANGUAGES, LANGUAGE_COOKIE, toLanguage, type Language } from '@fc/shared';
import type { Registry } from '@fc/shared/contracts';
import { buildRoutes } from './app/routes';
import { shellApp } from './app/shell-app';
import { SHELL_VERSION } from './lib/app-version';
import { addShellResources } from './lib/i18n';
import { activeRemotes, deployedShellVersion } from './remotes/registry';
import { versionsOf } from './remotes/remote-versions';
import { CLIENT_RENDERED_PAGE_DIGEST, FRAME_LANGUAGE_ATTRIBUTE } from './prerender/frame-contract';
import { ClientRenderedPage, PAGE_SLOT, serverPages } from './prerender/server-pages';

export { LANGUAGES };

/** SPEC §1: the `language` cookie, else the browser's languages in order of preference, else English (detectLanguage). */
export function languageFor(cookieHeader: string | undefined, acceptLanguage: string | undefined): Language {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === LANGUAGE_COOKIE) {
      const fromCookie = toLanguage(decodedCookie(pair.slice(at + 1).trim()));
      if (fromCookie) return fromCookie;
    }
  }
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const q = parameters.find((parameter) => parameter.startsWith('q='));
      return { tag, weight: q ? Number(q.slice(2)) : 1, index };
    })
    .filter(({ tag, weight }) => tag && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of preferred) {
    const language = toLanguage(tag);
    if (language) return language;
  }
  return 'en';
}

/** A cookie's value decoded, or as it is when it is not valid percent-encoding (js-cookie does the same). */
function decodedCookie(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export interface ShellRequest {
  /** The address asked for: path and query. */
  url: string;
  language: Language;
  /** The registry the page carries inline. */
  registry: Registry;
  /** The route's frame (its remote's prerendered HTML in `language`), or null for a page the browser renders. */
  frame: string | null;
}

// i18next is one instance: renders take turns, each in its language.
let queue: Promise<unknown> = Promise.resolve();

/** `<div id="root" data-fc-frame="…">` and the app shell inside it. */
export function renderShell(request: ShellRequest): Promise<string> {
  const rendering = queue.then(() => render(request));
  queue = rendering.catch(() => undefined);
  return rendering;
}

async function render({ url, language, registry, frame }: ShellRequest): Promise<string> {
  await addShellResources();
  await i18n.changeLanguage(language);
  const remotes = activeRemotes(registry);
  const routes = buildRoutes(remotes, serverPages(frame !== null), true);
  const state = { versions: versionsOf(remotes), shellVersion: deployedShellVersion(registry, SHELL_VERSION), registrySource: 'network' as const };
  const html = await renderToString(shellApp((app) => <StaticRouter location={url}>{app}</StaticRouter>, routes, state));
  const content = frame === null ? html : html.replace(PAGE_SLOT, () => frame);
  return `<div id="root" ${FRAME_LANGUAGE_ATTRIBUTE}="${language}">${content}</div>`;
}

/** The whole tree, its lazy parts loaded (react-dom/server's renderToString would leave them to the browser). */
async function renderToString(element: ReactNode): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerender(element, {
    onError(error) {
      if (error instanceof ClientRenderedPage) return CLIENT_RENDERED_PAGE_DIGEST;
      failure ??= error;
      return undefined;
    },
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  const reader = prelude.getReader();
  const decoder = new TextDecoder();
  let html = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) html += decoder.decode(chunk.value, { stream: true });
  return html + decoder.decode();
}
