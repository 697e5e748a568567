// ESLint for the TypeScript of the web app and the shared packages (flat config, `npm run lint`).
//
// Besides the recommended rules of ESLint, typescript-eslint and React hooks, it keeps the import
// boundaries of ../shared/STYLE.md ("web and mobile import shared packages, never each other"):
// - a shared package (web/packages/*) never imports an app, nor another package by a relative path;
// - an app (web/src, later mobile/src) imports a package only by its name (`@newsroom/api`), never by
//   a relative path into web/packages nor by a deep path (`@newsroom/api/src/...`), and never another app.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The apps: their sources, and the package names they would have. */
const APPS = ['web', 'mobile'];

const packageName = {
  group: ['@newsroom/*/*'],
  message: 'Import a shared package by its name only (`@newsroom/api`); what it exports is in its src/index.ts.',
};

/** Import patterns an app may not use; `self` is the app's own folder name. */
const appRestrictions = (self) => [
  packageName,
  {
    group: ['**/packages/**'],
    message: 'Import a shared package by its name (`@newsroom/...`), never by a path into web/packages.',
  },
  ...APPS.filter((app) => app !== self).map((app) => ({
    group: [`**/${app}/src/**`, `newsroom-${app}`, `newsroom-${app}/**`],
    message: `An app never imports another app (${self} -> ${app}): share the code through a package in web/packages.`,
  })),
];

const packageRestrictions = [
  packageName,
  {
    group: ['**/web/src/**', '**/mobile/src/**', '**/src/app/**', '**/src/features/**', '**/src/shared/**', 'newsroom-web', 'newsroom-mobile'],
    message: 'A shared package never imports an app: move what both need into a package.',
  },
  {
    group: ['../../*/src/**', '**/packages/**'],
    message: 'A package imports another package by its name (`@newsroom/...`), never by a relative path.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/test-results/**',
      'target/**',
      'services/**',
      'crates/**',
      'gateway/**',
      '**/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    rules: { 'no-restricted-imports': ['error', { patterns: appRestrictions('web') }] },
  },
  {
    files: ['mobile/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    rules: { 'no-restricted-imports': ['error', { patterns: appRestrictions('mobile') }] },
  },
  {
    files: ['web/packages/**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: { 'no-restricted-imports': ['error', { patterns: packageRestrictions }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'web/vite.config.ts', 'web/e2e/**', 'scripts/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
