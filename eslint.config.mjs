// One lint config for every package. The import rules hold the architecture's invariants:
// a remote never imports another remote or the shell; @fc/shared imports no app; no deep imports into @fc/shared.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const apps = ['shell', 'mfe-auth', 'mfe-market', 'mfe-collection', 'mfe-game', 'mfe-wallet'];
const otherApps = (self) =>
  apps.filter((app) => app !== self).flatMap((app) => [`@fc/${app}`, `@fc/${app}/*`, `**/${app}/src/**`]);

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
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  ...apps.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: otherApps(app), message: 'Apps never import each other: share through @fc/shared.' },
          { group: ['@fc/shared/src/*', '**/shared/src/**'], message: 'Import @fc/shared by its public entry.' },
        ],
      }],
    },
  })),
  {
    // Module Federation runtime plugins run before the shared scope exists, so they (and what they import)
    // cannot use the @fc/shared singleton; its isomorphic contracts are bundled into the shell instead.
    files: ['shell/src/runtime-plugins/**/*.ts', 'shell/src/remotes/remote-versions.ts'],
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
);
