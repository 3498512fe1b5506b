// Read by main before the shared scope exists (index.ts): the contracts come bundled, not from the @fc/shared singleton.
import { REMOTE_NAMES, type RemoteName } from '@fc/shared/contracts/base';

/**
 * What the server-rendered app shell and the browser agree on (docs/decisions/0002-prerendered-first-load.md).
 * The root element of a prerendered page carries `data-fc-frame="<language>"`; the page area of a route served without
 * its remote's frame is a Suspense boundary the server hands to the browser with this digest, which the shell's
 * `onRecoverableError` expects and does not report.
 */
export const FRAME_LANGUAGE_ATTRIBUTE = 'data-fc-frame';
/**
 * Set by the site server on the root of a page that carries its route's frame: `<remote>@<version>` of the release that
 * prerendered it (tools/site/shell-frame.ts `ROUTE_FRAME_ATTRIBUTE`).
 */
export const ROUTE_FRAME_ATTRIBUTE = 'data-fc-route-frame';
export const CLIENT_RENDERED_PAGE_DIGEST = 'fc:client-rendered-page';

/** The language a prerendered root was rendered in, or null when the page came without one. */
export function prerenderedLanguage(container: Element): string | null {
  return container.firstElementChild ? container.getAttribute(FRAME_LANGUAGE_ATTRIBUTE) : null;
}

/** The remote whose route's frame the page carries (`mfe_market` of `mfe_market@1.4.0-1a2b3c4d`), or null. */
export function framedRemote(container: Element): RemoteName | null {
  const release = container.firstElementChild ? container.getAttribute(ROUTE_FRAME_ATTRIBUTE) : null;
  const name = release?.split('@')[0];
  return REMOTE_NAMES.find((remote) => remote === name) ?? null;
}
