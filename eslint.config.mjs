// One lint config for every package. The import rules hold the architecture's invariants:
// a remote never imports another remote or the shell; @fc/shared imports no app; no deep imports into @fc/shared;
// within an app, a feature never imports another feature and shared code (components, lib, …) imports no feature;
// react-query comes only through @fc/shared/query; @fc/shared/testing only into tests; every package a file imports
// is declared by the package.json nearest to it (its workspace).
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import nodePlugin from 'eslint-plugin-n';
import reactHooks from 'eslint-plugin-react-hooks';

const apps = ['shell', 'mfe-auth', 'mfe-market', 'mfe-collection', 'mfe-game', 'mfe-wallet'];
const otherApps = (self) =>
  apps.filter((app) => app !== self).flatMap((app) => [`@fc/${app}`, `@fc/${app}/*`, `**/${app}/src/**`]);
const testFiles = ['**/*.test.{ts,tsx}', '**/src/test/**', '**/src/testing/**'];

/** The folders under `<app>/src/features/`, read when the config loads, so that a new feature is covered at once. */
function featuresOf(app) {
  const folder = new URL(`./${app}/src/features/`, import.meta.url);
  try {
    return readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  } catch {
    return [];
  }
}

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Imports of any feature but `self`: through a path naming `features/`, or a relative path climbing into a sibling. */
function otherFeatures(app, self) {
  const siblings = featuresOf(app).filter((feature) => feature !== self).map(escape);
  const message = 'A feature never imports another feature: move what both need to src/components or src/lib.';
  return [
    { regex: `(^|/)features/(?!${escape(self)}(/|$))`, message },
    ...(siblings.length ? [{ regex: `^(\\.\\./)+(${siblings.join('|')})(/|$)`, message }] : []),
  ];
}

/** The import rules of one app's files; `test` files may use @fc/shared/testing. */
function appImports(app, { test = false, extra = [] } = {}) {
  return {
    'no-restricted-imports': ['error', {
      patterns: [
        { group: otherApps(app), message: 'Apps never import each other: share through @fc/shared.' },
        { group: ['@fc/shared/src/*', '**/shared/src/**'], message: 'Import @fc/shared by its public entry.' },
        {
          group: ['@tanstack/react-query', '@tanstack/query-core'],
          message: 'Import react-query from @fc/shared/query: one copy and one cache for the whole page.',
        },
        { group: ['react-hook-form', '@hookform/*'], message: 'Import react-hook-form and its resolvers from @fc/shared/forms.' },
        ...(test ? [] : [{ group: ['@fc/shared/testing'], message: '@fc/shared/testing is for tests only: no bundle may contain it.' }]),
        ...extra,
      ],
    }],
  };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'deploy/**', '.data/**'] },
  ...tseslint.configs.recommended,
  {
    // Build and test tooling in CommonJS (webpack and Jest configs, their plugins): require is how it imports.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{mjs,cjs}'],
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] },
  },
  {
    // An import of a package the workspace does not declare works only while another workspace's copy is hoisted.
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    plugins: { n: nodePlugin },
    rules: {
      'n/no-extraneous-import': 'error',
      'n/no-extraneous-require': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  // Later entries override earlier ones for the files they share, so each carries the app's whole list.
  ...apps.flatMap((app) => {
    const shared = [`${app}/src/{components,hooks,lib,utils}/**/*.{ts,tsx}`];
    const noFeature = [{ regex: '(^|/)features/', message: 'Shared code imports no feature.' }];
    return [
      { files: [`${app}/**/*.{ts,tsx}`], ignores: testFiles, rules: appImports(app) },
      { files: testFiles.map((glob) => `${app}/${glob}`), rules: appImports(app, { test: true }) },
      { files: shared, ignores: testFiles, rules: appImports(app, { extra: noFeature }) },
      { files: shared.map((glob) => glob.replace('*.{ts,tsx}', '*.test.{ts,tsx}')), rules: appImports(app, { test: true, extra: noFeature }) },
      ...featuresOf(app).flatMap((feature) => {
        const files = [`${app}/src/features/${feature}/**/*.{ts,tsx}`];
        const extra = otherFeatures(app, feature);
        return [
          { files, ignores: testFiles, rules: appImports(app, { extra }) },
          { files: [`${app}/src/features/${feature}/**/*.test.{ts,tsx}`], rules: appImports(app, { test: true, extra }) },
        ];
      }),
    ];
  }),
  {
    // A face's route patterns are written once, in @fc/shared/contracts' ROUTE_PATTERNS, which `paths` fills too.
    files: ['mfe-*/src/routes.tsx'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "Property[key.name='path'] > :matches(Literal, TemplateLiteral)",
        message: "Take a route's path from ROUTE_PATTERNS (@fc/shared/contracts/base): each pattern is written once.",
      }],
    },
  },
  {
    // Module Federation runtime plugins run before the shared scope exists, so they (and what they import)
    // cannot use the @fc/shared singleton; its isomorphic contracts are bundled into the shell instead.
    files: ['shell/src/runtime-plugins/**/*.ts', 'shell/src/remotes/remote-versions.ts', 'shell/src/remotes/remote-reports.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: '@fc/shared', message: 'Runtime plugins run before the shared scope: import @fc/shared/contracts.' }],
      }],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: apps.flatMap((a) => [`@fc/${a}`, `**/${a}/**`]), message: '@fc/shared imports no app.' }] }],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: apps.flatMap((a) => [`@fc/${a}`, `**/${a}/**`]), message: '@fc/shared imports no app.' },
          { regex: '(^|/)testing(/|$)', message: 'The testing entry is for tests only: the runtime entries never import it.' },
        ],
      }],
    },
  },
);
