import { prefetchRegistry } from './remotes/registry-request';

// The registry downloads while the Module Federation runtime loads the shared singletons.
prefetchRegistry();
// An async boundary: the Module Federation runtime negotiates shared singletons before the app's code runs.
import('./bootstrap');
