import { addRemoteResources } from '@fc/shared';
import en from '../locales/en/shell.json';
import ko from '../locales/ko/shell.json';

export const SHELL_NAMESPACE = 'shell';

/** The shell's own strings, bundled (the navbar renders before any remote has loaded). */
export function addShellResources(): void {
  addRemoteResources(SHELL_NAMESPACE, { en, ko });
}
