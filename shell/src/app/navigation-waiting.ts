import { createContext } from 'react';

/** Whether a navigation is waiting for its page (ShellRouter); AppRoot shows NavigationProgress meanwhile. */
export const NavigationWaiting = createContext(false);
