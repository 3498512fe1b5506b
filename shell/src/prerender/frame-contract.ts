/**
 * What the server-rendered app shell and the browser agree on (docs/decisions/0002-prerendered-first-load.md).
 * The root element of a prerendered page carries `data-fc-frame="<language>"`; the page area of a route served without
 * its remote's frame is a Suspense boundary the server hands to the browser with this digest, which the shell's
 * `onRecoverableError` expects and does not report.
 */
export const FRAME_LANGUAGE_ATTRIBUTE = 'data-fc-frame';
export const CLIENT_RENDERED_PAGE_DIGEST = 'fc:client-rendered-page';

/** The language a prerendered root was rendered in, or null when the page came without one. */
export function prerenderedLanguage(container: Element): string | null {
  return container.firstElementChild ? container.getAttribute(FRAME_LANGUAGE_ATTRIBUTE) : null;
}
