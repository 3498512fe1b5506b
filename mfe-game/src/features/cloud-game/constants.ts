/**
 * Where the cloud game's installable-app files are served: the shell's build emits them (shell/pwa/cloud-pwa.cjs) and
 * the site serves them under /cloud/, the service worker's scope
 * (docs/decisions/0011-the-cloud-games-app-files-in-the-shell.md).
 */
export const CLOUD_SCOPE = '/cloud/';
export const CLOUD_MANIFEST_URL = '/cloud/manifest.webmanifest';
export const CLOUD_SERVICE_WORKER_URL = '/cloud/sw.js';

/** The bottom tab bar's tabs, in order; `?tab=` names the open one (none: the first). */
export const CLOUD_TABS = ['home', 'lineup', 'pvp', 'pve', 'ranking', 'rewards'] as const;
export type CloudTabId = (typeof CLOUD_TABS)[number];
