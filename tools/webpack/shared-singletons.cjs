// The Module Federation singletons, declared once for the shell and every remote.
const path = require('node:path');

/**
 * The packages the team agreed to share (BRIEF.md): one instance on the page, provided by whoever loads first.
 * Only package roots are shared. Import react-router APIs from `react-router-dom` and jotai from `jotai`: a subpath
 * or a dependency of these (`react-router`, `jotai/vanilla`, `jotai/utils`) is bundled per app, so it would hold its
 * own contexts or default store. Sharing those as well is not an option: react-router-dom and jotai re-export them
 * with `export *`, and webpack drops a star re-export of a shared module from the production bundle.
 */
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'jotai', 'i18next', 'react-i18next', '@fc/shared'];

/**
 * Entries of @fc/shared (its package.json `exports`) that are singletons of their own, each loaded when first
 * imported rather than with the root entry: what a guest's first screen does not use belongs in one of these (for
 * example the server-state client, forms, the wallet stack), not in the root index. Each is shared whole and
 * versioned with @fc/shared (a new entry is a minor version). An entry imports state such as the session atoms or
 * the i18n instance from '@fc/shared' by name, never from a relative path, so that there stays one copy of it.
 * `@fc/shared/contracts` is not one: it is pure data and functions, bundled (tree-shaken) into each app.
 */
const SHARED_ENTRIES = ['@fc/shared/ui', '@fc/shared/query', '@fc/shared/live'];

/**
 * The JSX runtime every compiled component imports, shared with React: elements must be made by the runtime of
 * the React that renders them (a remote's dev build inside the production shell, or the reverse, breaks otherwise).
 */
const REACT_COMPANIONS = ['react/jsx-runtime'];

/**
 * Singletons provided by name: what goes into the share scope is the file's `export { … } from` list, not the whole
 * package, so webpack drops the rest (a shared module is otherwise kept whole, since a remote released later may use
 * any export). Each build checks that the app imports only listed names (shared-surface-plugin.cjs).
 */
const SURFACES = {
  'react-router-dom': path.join(__dirname, 'shared', 'react-router-dom.mjs'),
  'react-i18next': path.join(__dirname, 'shared', 'react-i18next.mjs'),
};

/** `@scope/name/entry` → `@scope/name`, `name/entry` → `name`. */
function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** @param {string} name @param {string} dir */
function installedVersion(name, dir) {
  return require(require.resolve(`${name}/package.json`, { paths: [dir] })).version;
}

/**
 * @param {Record<string, string>} deps the app's package.json dependencies
 * @param {string} [dir] the app's folder, where its packages resolve from
 * @param {string[]} [entries] package entries shared as singletons of their own (SHARED_ENTRIES)
 */
function sharedConfig(deps, dir = __dirname, entries = SHARED_ENTRIES) {
  /** @type {Record<string, { singleton: true, requiredVersion: string, eager: false, import?: string, version?: string }>} */
  const shared = {};
  for (const name of SINGLETONS) {
    if (!deps[name]) throw new Error(`shared singleton ${name} is missing from the app's package.json dependencies`);
    shared[name] = { singleton: true, requiredVersion: deps[name], eager: false };
    // Provided under the package's own name and installed version, exactly as the whole package would be.
    if (SURFACES[name]) Object.assign(shared[name], { import: SURFACES[name], version: installedVersion(name, dir) });
  }
  for (const name of REACT_COMPANIONS) shared[name] = { singleton: true, requiredVersion: deps.react, eager: false };
  for (const name of entries) {
    const packageName = packageNameOf(name);
    if (!deps[packageName]) throw new Error(`shared entry ${name}: ${packageName} is missing from the app's package.json dependencies`);
    shared[name] = { singleton: true, requiredVersion: deps[packageName], eager: false };
  }
  return shared;
}

module.exports = { SINGLETONS, SHARED_ENTRIES, SURFACES, sharedConfig };
