import { addRemoteResources } from '@fc/shared';
import en from '../locales/en/shell.json';

export const SHELL_NAMESPACE = 'shell';

/**
 * The shell's own strings (the navbar renders before any remote has loaded): English bundled, Korean downloaded when
 * Korean is chosen (bootstrap.tsx awaits initI18n, which waits for it).
 */
export function addShellResources(): Promise<void> {
  return addRemoteResources(SHELL_NAMESPACE, { en, ko: () => import('../locales/ko/shell.json') });
}
