import { useEffect } from 'react';
import { CLOUD_MANIFEST_URL, CLOUD_SCOPE, CLOUD_SERVICE_WORKER_URL } from '../constants';

/** Marks the manifest link this page added (the shell's page has none of its own). */
const MANIFEST_MARK = 'data-cloud-game';

/**
 * While the cloud game is mounted, the page is an installable app: its manifest is linked (the link goes when the page
 * unmounts, so the rest of the site is not offered for installation) and its service worker is registered with the
 * /cloud/ scope (it stays registered: it only answers failed navigations under /cloud/).
 */
export function useCloudApp(): void {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = CLOUD_MANIFEST_URL;
    link.setAttribute(MANIFEST_MARK, '');
    document.head.appendChild(link);
    if ('serviceWorker' in navigator) {
      // A browser that refuses (private mode, insecure origin) still plays the game online: nothing to tell.
      navigator.serviceWorker.register(CLOUD_SERVICE_WORKER_URL, { scope: CLOUD_SCOPE }).catch(() => undefined);
    }
    return () => link.remove();
  }, []);
}
