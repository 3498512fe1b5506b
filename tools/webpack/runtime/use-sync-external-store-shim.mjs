// What `use-sync-external-store/shim` resolves to in every build (create-config.cjs): React's own hook. The package
// polyfills it for React below 18 (with a copy of the hook's logic, 0.4 KB gzip on a guest's first load through
// react-i18next); every app runs on the shared React 19, which always has it.
export { useSyncExternalStore } from 'react';
