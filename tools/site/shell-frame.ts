// The first paint of a page, in the HTML itself: the deployed shell's renderer (its build's `.prerender/prerender.js`,
// tools/webpack/prerender.cjs) renders the app shell for the address — layout, navbar, footer — in the visitor's
// language, with the route's frame (its remote's prerendered HTML, named in the registry) in the page area, or a
// skeleton the browser fills in. The browser hydrates it (shell/src/bootstrap.tsx). A missing renderer or frame only
// means the page is rendered by the browser as before; a failing renderer is logged and does the same.
import { promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Registry } from '@fc/shared/contracts';
import type { RouteOwner } from './preload';

type Language = 'en' | 'ko';

/** The face of the shell's renderer bundle (shell/src/prerender.tsx). */
interface ShellRenderer {
  languageFor(cookieHeader: string | undefined, acceptLanguage: string | undefined): Language;
  renderShell(request: { url: string; language: Language; registry: Registry; frame: string | null }): Promise<string>;
}

export interface ShellFrameRequest {
  /** Path and query, as asked. */
  url: string;
  cookieHeader: string | undefined;
  acceptLanguage: string | undefined;
  signedIn: boolean;
  registry: Registry;
  /** The route's owner (preload.ts `routeOwner`): null for a 404 or a redirect, which the browser renders. */
  owner: RouteOwner | null;
}

export interface ShellFrame {
  language: Language;
  /** `<div id="root" …>` with the rendered shell. */
  root: string;
  /**
   * The release whose frame the page area carries (`mfe_market@1.2.0-…`), or null; its stylesheets are then needed
   * before the first paint.
   */
  routeFrame: string | null;
}

/** index.html's root before a render (shell/src/index.html, as its build minifies it or not), replaced by the rendered one. */
const BOOT_ROOT = /<div id="?root"?><div class="?boot"? aria-hidden="?true"?><\/div><\/div>/;
const HTML_LANG = /<html lang="?[a-z-]*"?/;
const RENDERER = path.join('shell', '.prerender', 'prerender.js');
/** Rendered shells kept, by address, language and registry: a few hundred addresses in practice. */
const RENDERED_SHELLS = 500;
const FRAME_FILE = /^frames\/[\w.-]+\.html$/;
/** On the root element: the remote release whose frame the page carries. */
export const ROUTE_FRAME_ATTRIBUTE = 'data-fc-route-frame';

export function createShellFrames(deployDir: string, log: (message: string) => void = console.error) {
  let renderer: { key: string; module: ShellRenderer | null } | null = null;
  const rendered = new Map<string, Promise<string>>();
  const frames = new Map<string, Promise<string | null>>();
  const load = createRequire(__filename);

  /** The deployed shell's renderer, loaded again when the shell is deployed again. */
  async function currentRenderer(): Promise<ShellRenderer | null> {
    const file = path.join(deployDir, RENDERER);
    const stat = await fs.stat(file).catch(() => null);
    const key = stat ? `${stat.mtimeMs}:${stat.size}` : 'none';
    if (renderer?.key !== key) {
      let module: ShellRenderer | null = null;
      if (stat) {
        try {
          delete load.cache[file];
          module = load(file) as ShellRenderer;
        } catch (error) {
          log(`[site] the shell's renderer failed to load: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      renderer = { key, module };
      rendered.clear();
    }
    return renderer.module;
  }

  /**
   * The route's frame in `language` from the active release of its remote, with the release it came from; null when
   * the registry names none or its file is missing. Read again only when the file changes.
   */
  async function routeFrame(registry: Registry, owner: RouteOwner, language: Language): Promise<{ html: string; release: string } | null> {
    const active = registry.remotes[owner.remote];
    const file = active?.routes.find((route) => route.id === owner.routeId)?.frame?.[language];
    const folder = active && /^\/(remotes\/[a-z_]+\/[\w.-]+\/)mf-manifest\.json$/.exec(active.manifest)?.[1];
    if (!file || !folder || !FRAME_FILE.test(file)) return null;
    const absolute = path.join(deployDir, folder, file);
    const stat = await fs.stat(absolute).catch(() => null);
    if (!stat?.isFile()) return null;
    const key = `${absolute}:${stat.mtimeMs}:${stat.size}`;
    let html = frames.get(key);
    if (!html) {
      html = fs.readFile(absolute, 'utf8').catch(() => {
        frames.delete(key);
        return null;
      });
      frames.set(key, html);
      if (frames.size > RENDERED_SHELLS) frames.delete(frames.keys().next().value as string);
    }
    const text = await html;
    return text === null ? null : { html: text, release: `${owner.remote}@${active.version}` };
  }

  async function shellFrame(request: ShellFrameRequest): Promise<ShellFrame | null> {
    const { owner, signedIn } = request;
    // A signed-in visitor's navbar comes from the session in the browser; a guest on a page that needs a login and a
    // redirect are sent elsewhere there; a 404's page is the shell's own.
    if (signedIn || !owner || owner.loginRequired) return null;
    const shell = await currentRenderer();
    if (!shell) return null;
    const language = shell.languageFor(request.cookieHeader, request.acceptLanguage);
    const routePage = await routeFrame(request.registry, owner, language);
    const frame = routePage?.html ?? null;
    const { revision, resources, remotes } = request.registry;
    // The footer's year is rendered too.
    const key = JSON.stringify([request.url, language, revision, resources?.version ?? null, remotes[owner.remote]?.version, frame, new Date().getFullYear()]);
    let root = rendered.get(key);
    if (!root) {
      root = shell.renderShell({ url: request.url, language, registry: request.registry, frame });
      rendered.set(key, root);
      root.catch(() => rendered.delete(key));
      if (rendered.size > RENDERED_SHELLS) rendered.delete(rendered.keys().next().value as string);
    }
    try {
      return { language, root: await root, routeFrame: routePage?.release ?? null };
    } catch (error) {
      log(`[site] the shell's renderer failed on ${request.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return null;
    }
  }

  /** The visitor's language as the deployed shell decides it (SPEC §1), English without a renderer. */
  async function languageOf(cookieHeader: string | undefined, acceptLanguage: string | undefined): Promise<Language> {
    return (await currentRenderer())?.languageFor(cookieHeader, acceptLanguage) ?? 'en';
  }

  return { shellFrame, languageOf };
}

/** index.html with the rendered root in place of the boot placeholder and `lang` set; unchanged without a placeholder. */
export function withShellFrame(html: string, frame: ShellFrame): string {
  if (!BOOT_ROOT.test(html)) return html;
  // The root element is React's container, not part of what it hydrates: it may say which release's frame is inside.
  const root = frame.routeFrame ? frame.root.replace(/^<div id="root"/, `<div id="root" ${ROUTE_FRAME_ATTRIBUTE}="${frame.routeFrame}"`) : frame.root;
  return html.replace(BOOT_ROOT, () => root).replace(HTML_LANG, `<html lang="${frame.language}"`);
}
