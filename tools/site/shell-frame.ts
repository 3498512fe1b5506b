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
  /** Whether the page area carries the route's frame (its stylesheets are then needed before the first paint). */
  withRouteFrame: boolean;
}

/** index.html's root before a render (shell/src/index.html, as its build minifies it or not), replaced by the rendered one. */
const BOOT_ROOT = /<div id="?root"?><div class="?boot"? aria-hidden="?true"?><\/div><\/div>/;
const HTML_LANG = /<html lang="?[a-z-]*"?/;
const RENDERER = path.join('shell', '.prerender', 'prerender.js');
/** Rendered shells kept, by address, language and registry: a few hundred addresses in practice. */
const RENDERED_SHELLS = 500;
const FRAME_FILE = /^frames\/[\w.-]+\.html$/;

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

  /** A released frame file of the route's remote; released files never change, so each is read once. */
  function frameFile(registry: Registry, owner: RouteOwner, language: Language): Promise<string | null> | null {
    const active = registry.remotes[owner.remote];
    const file = active?.routes.find((route) => route.id === owner.routeId)?.frame?.[language];
    const folder = active && /^\/(remotes\/[a-z_]+\/[\w.-]+\/)mf-manifest\.json$/.exec(active.manifest)?.[1];
    if (!file || !folder || !FRAME_FILE.test(file)) return null;
    const relative = `${folder}${file}`;
    let html = frames.get(relative);
    if (!html) {
      html = fs.readFile(path.join(deployDir, relative), 'utf8').catch(() => {
        frames.delete(relative);
        return null;
      });
      frames.set(relative, html);
    }
    return html;
  }

  return async function shellFrame(request: ShellFrameRequest): Promise<ShellFrame | null> {
    const { owner, signedIn } = request;
    // A signed-in visitor's navbar comes from the session in the browser; a guest on a page that needs a login and a
    // redirect are sent elsewhere there; a 404's page is the shell's own.
    if (signedIn || !owner || owner.loginRequired) return null;
    const shell = await currentRenderer();
    if (!shell) return null;
    const language = shell.languageFor(request.cookieHeader, request.acceptLanguage);
    const frame = (await frameFile(request.registry, owner, language)) ?? null;
    const { revision, resources, remotes } = request.registry;
    // The footer's year is rendered too.
    const key = JSON.stringify([request.url, language, revision, resources?.version ?? null, remotes[owner.remote]?.version, frame !== null, new Date().getFullYear()]);
    let root = rendered.get(key);
    if (!root) {
      root = shell.renderShell({ url: request.url, language, registry: request.registry, frame });
      rendered.set(key, root);
      root.catch(() => rendered.delete(key));
      if (rendered.size > RENDERED_SHELLS) rendered.delete(rendered.keys().next().value as string);
    }
    try {
      return { language, root: await root, withRouteFrame: frame !== null };
    } catch (error) {
      log(`[site] the shell's renderer failed on ${request.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return null;
    }
  };
}

/** index.html with the rendered root in place of the boot placeholder and `lang` set; unchanged without a placeholder. */
export function withShellFrame(html: string, frame: ShellFrame): string {
  if (!BOOT_ROOT.test(html)) return html;
  return html.replace(BOOT_ROOT, () => frame.root).replace(HTML_LANG, `<html lang="${frame.language}"`);
}
