/**
 * What `use-sync-external-store/shim` is aliased to in the builds and tests (vite.config.ts):
 * react-i18next imports that shim for React before 18, and on React 19 the shim only hands over
 * React's own hook, so the first screen's JavaScript carries React's hook and not the shim.
 */
export { useSyncExternalStore } from 'react';
