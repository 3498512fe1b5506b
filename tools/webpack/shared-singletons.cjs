// The Module Federation singletons, declared once for the shell and every remote.
const path = require('node:path');

/** The packages the team agreed to share (BRIEF.md): one instance on the page, provided by whoever loads first. */
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'jotai', 'i18next', 'react-i18next', '@fc/shared'];

/**
 * Companions that keep the singletons single. react-router-dom v7 only re-exports `react-router`, so code that
 * imports `react-router` directly must see the same router contexts; `jotai` re-exports `jotai/vanilla` and
 * `jotai/react`, and `jotai/utils` imports those subpaths, so the prefix share keeps one default store.
 */
const COMPANIONS = {
  'react-router': (deps) => installedDependency('react-router-dom', 'react-router') ?? deps['react-router-dom'],
  'jotai/': (deps) => deps.jotai,
};

function installedDependency(pkg, dep) {
  try {
    const manifest = require(require.resolve(`${pkg}/package.json`, { paths: [path.join(__dirname, '..', '..')] }));
    return manifest.dependencies?.[dep];
  } catch {
    return undefined;
  }
}

/** @param {Record<string, string>} deps the app's package.json dependencies */
function sharedConfig(deps) {
  /** @type {Record<string, { singleton: true, requiredVersion: string | false, eager: false }>} */
  const shared = {};
  for (const name of SINGLETONS) {
    if (!deps[name]) throw new Error(`shared singleton ${name} is missing from the app's package.json dependencies`);
    shared[name] = { singleton: true, requiredVersion: deps[name], eager: false };
  }
  for (const [name, version] of Object.entries(COMPANIONS)) {
    shared[name] = { singleton: true, requiredVersion: version(deps) ?? false, eager: false };
  }
  return shared;
}

module.exports = { SINGLETONS, sharedConfig };
