// The first paint of a page, in the HTML itself: the deployed shell's renderer (its build's `.prerender/prerender.js`,
// tools/webpack/prerender.cjs) renders the app shell for the address — layout, navbar, footer — in the visitor's
// language, with the route's frame (its remote's prerendered HTML, named in the registry) in the page area, or a
// skeleton the browser fills in. The browser hydrates it (shell/src/bootstrap.tsx). A missing renderer or frame only
// means the page is rendered by the browser as before; a failing renderer is logged and does the same.
import { promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { FRAME_RESOURCES, type Registry, type ResourcesConfig } from '@fc/shared/contracts';
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
  /** What the frame's page hoists into the document's head (preloads of the pictures it shows at once). */
  head: string;
}

/** index.html's root before a render (shell/src/index.html, as its build minifies it or not), replaced by the rendered one. */
const BOOT_ROOT = /<div id="?root"?><div class="?boot"? aria-hidden="?true"?><\/div><\/div>/;
const HTML_LANG = /<html lang="?[a-z-]*"?/;
const RENDERER = path.join('shell', '.prerender', 'prerender.js');
/** Rendered shells kept, by address, language and registry: a few hundred addresses in practice. */
const RENDERED_SHELLS = 500;
/**
 * Renders waiting at once (the renderer takes them one by one, 20–40 ms each); beyond it a page not rendered yet is
 * sent unrendered, so a flood of new addresses cannot hold every page back.
 */
const MAX_PENDING_RENDERS = 8;
const FRAME_FILE = /^frames\/[\w.-]+\.json$/;
/** On the root element: the remote release whose frame the page carries. */
export const ROUTE_FRAME_ATTRIBUTE = 'data-fc-route-frame';

export function createShellFrames(deployDir: string, log: (message: string) => void = console.error) {
  let renderer: { key: string; module: ShellRenderer | null } | null = null;
  const rendered = new Map<string, Promise<string>>();
  let pendingRenders = 0;
  const frames = new Map<string, Promise<RouteFrame | null>>();

  /** The deployed shell's renderer, loaded again when the shell is deployed again. */
  async function currentRenderer(): Promise<ShellRenderer | null> {
    const file = path.join(deployDir, RENDERER);
    const stat = await fs.stat(file).catch(() => null);
    const key = stat ? `${stat.mtimeMs}:${stat.size}` : 'none';
    if (renderer?.key !== key) {
      let module: ShellRenderer | null = null;
      if (stat) {
        try {
          module = evaluateModule(file, await fs.readFile(file, 'utf8')) as ShellRenderer;
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
  async function routeFrame(
    registry: Registry,
    owner: RouteOwner,
    language: Language,
  ): Promise<(RouteFrame & { release: string; file: string }) | null> {
    const active = registry.remotes[owner.remote];
    const file = active?.routes.find((route) => route.id === owner.routeId)?.frame?.[language];
    const folder = active && /^\/(remotes\/[a-z_]+\/[\w.-]+\/)mf-manifest\.json$/.exec(active.manifest)?.[1];
    if (!file || !folder || !FRAME_FILE.test(file)) return null;
    const absolute = path.join(deployDir, folder, file);
    const stat = await fs.stat(absolute).catch(() => null);
    if (!stat?.isFile()) return null;
    const key = `${absolute}:${stat.mtimeMs}:${stat.size}`;
    let read = frames.get(key);
    if (!read) {
      read = fs
        .readFile(absolute, 'utf8')
        .then(parseFrame)
        .catch(() => {
          frames.delete(key);
          return null;
        });
      frames.set(key, read);
      if (frames.size > RENDERED_SHELLS) frames.delete(frames.keys().next().value as string);
    }
    const frame = await read;
    if (!frame) return null;
    const resources = registry.resources ?? { url: '/resources/', version: null };
    return {
      html: withResources(frame.html, resources),
      head: withResources(frame.head, resources),
      release: `${owner.remote}@${active.version}`,
      file: key,
    };
  }

  async function shellFrame(request: ShellFrameRequest): Promise<ShellFrame | null> {
    const { owner, signedIn } = request;
    // A signed-in visitor's navbar comes from the session in the browser; a guest on a page that needs a login and a
    // redirect are sent elsewhere there; a 404's page is the shell's own.
    if (signedIn || !owner || owner.loginRequired) return null;
    const shell = await currentRenderer();
    if (!shell) return null;
    let language: Language;
    try {
      language = shell.languageFor(request.cookieHeader, request.acceptLanguage);
    } catch (error) {
      log(`[site] the shell's renderer failed to pick a language: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
    const routePage = await routeFrame(request.registry, owner, language);
    const frame = routePage?.html ?? null;
    const { revision, resources, remotes, visitor } = request.registry;
    // The footer's year is rendered too, and every remote's version: which canaries this visitor gets (not their bucket,
    // which the browser fills in) tells them apart within a revision.
    const key = JSON.stringify([
      request.url,
      language,
      revision,
      visitor?.canary ?? [],
      resources?.version ?? null,
      remotes[owner.remote]?.version,
      routePage?.file ?? null,
      new Date().getFullYear(),
    ]);
    let root = rendered.get(key);
    if (!root) {
      if (pendingRenders >= MAX_PENDING_RENDERS) return null;
      pendingRenders += 1;
      root = Promise.resolve().then(() => shell.renderShell({ url: request.url, language, registry: request.registry, frame }));
      rendered.set(key, root);
      root.then(
        () => (pendingRenders -= 1),
        () => {
          pendingRenders -= 1;
          rendered.delete(key);
        },
      );
      if (rendered.size > RENDERED_SHELLS) rendered.delete(rendered.keys().next().value as string);
    }
    try {
      return { language, root: await root, routeFrame: routePage?.release ?? null, head: routePage?.head ?? '' };
    } catch (error) {
      log(`[site] the shell's renderer failed on ${request.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return null;
    }
  }

  /** The visitor's language as the deployed shell decides it (SPEC §1), English without a renderer. */
  async function languageOf(cookieHeader: string | undefined, acceptLanguage: string | undefined): Promise<Language> {
    try {
      return (await currentRenderer())?.languageFor(cookieHeader, acceptLanguage) ?? 'en';
    } catch {
      return 'en';
    }
  }

  return { shellFrame, languageOf };
}

/**
 * A CommonJS file evaluated anew, outside any module cache: a shell deployed again replaces its renderer in this
 * process (the require cache would keep the first one, and differs between runtimes).
 */
function evaluateModule(file: string, source: string): unknown {
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: file }) as (
    exports: unknown,
    require: NodeJS.Require,
    module: { exports: unknown },
    filename: string,
    dirname: string,
  ) => void;
  const module = { exports: {} as unknown };
  wrapper(module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports;
}

interface RouteFrame {
  html: string;
  head: string;
}

/** A frame file's content, or null when it is not one (a broken file means the page is rendered by the browser). */
function parseFrame(text: string): RouteFrame | null {
  const value = JSON.parse(text) as Partial<RouteFrame> | null;
  return typeof value?.html === 'string' && typeof (value.head ?? '') === 'string' ? { html: value.html, head: value.head ?? '' } : null;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The frame with the art's deployed address and version in place of the placeholders it was rendered with. */
export function withResources(html: string, resources: ResourcesConfig): string {
  const version = `?v=${encodeURIComponent(FRAME_RESOURCES.version ?? '')}`;
  return html
    .split(FRAME_RESOURCES.url)
    .join(escapeAttribute(resources.url))
    .split(version)
    .join(resources.version ? `?v=${escapeAttribute(encodeURIComponent(resources.version))}` : '');
}

/** index.html with the rendered root in place of the boot placeholder and `lang` set; unchanged without a placeholder. */
export function withShellFrame(html: string, frame: ShellFrame): string {
  if (!BOOT_ROOT.test(html)) return html;
  // The root element is React's container, not part of what it hydrates: it may say which release's frame is inside.
  const root = frame.routeFrame ? frame.root.replace(/^<div id="root"/, `<div id="root" ${ROUTE_FRAME_ATTRIBUTE}="${frame.routeFrame}"`) : frame.root;
  return html.replace(BOOT_ROOT, () => root).replace(HTML_LANG, `<html lang="${frame.language}"`);
}
