// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import vitest from '@vitest/eslint-plugin';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

// Storefront features may not import each other; route modules in src/app compose them (STYLE.md).
const webFeatures = [
  'auth',
  'catalog',
  'search',
  'cart',
  'checkout',
  'orders',
  'account',
  'settings',
  'admin',
  'payments',
];
const web = './apps/web/src';

// API domains own their tables (STYLE.md, issue 25): the back office's folder holds only the dashboard, a read
// across domains, and no domain reaches into it. Every folder of apps/api/src but admin/ is held, new ones too.
const api = './apps/api/src';
const apiFolders = readdirSync(new URL(api, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'admin')
  .map((entry) => `${api}/${entry.name}`);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/drizzle/**',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/index', '**/index.ts'], message: 'No barrel files: import the file you mean.' },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // The shared package knows nothing of the apps; the apps never reach into each other.
            {
              target: './packages',
              from: './apps',
              message: 'packages/ is shared by both apps and imports neither.',
            },
            {
              target: './apps/web',
              from: './apps/api',
              message: 'The storefront talks to the API over HTTP only.',
            },
            { target: './apps/api', from: './apps/web', message: 'The API never imports storefront code.' },
            {
              target: apiFolders,
              from: `${api}/admin`,
              message:
                'A domain never imports the back office (admin/): its back-office side is <domain>/admin-*.ts.',
            },
            ...webFeatures.map((feature) => ({
              target: `${web}/features/${feature}`,
              from: `${web}/features`,
              except: [`./${feature}`],
              message: 'Features do not import each other; compose them in src/app.',
            })),
            {
              target: [
                `${web}/components`,
                `${web}/lib`,
                `${web}/config`,
                `${web}/hooks`,
                `${web}/utils`,
                `${web}/types`,
              ],
              from: [`${web}/features`, `${web}/app`],
              message: 'Shared storefront code never imports a feature or the app.',
            },
            {
              target: `${web}/features`,
              from: `${web}/app`,
              message: 'Features never import the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A server-rendered page's module exports its `prefetch` beside the page (decision 016).
      'react-refresh/only-export-components': [
        'warn',
        { allowConstantExport: true, allowExportNames: ['prefetch'] },
      ],
    },
  },
  { files: ['apps/web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.test.{ts,tsx}'],
    ...vitest.configs.recommended,
    rules: {
      ...vitest.configs.recommended.rules,
      // Vitest's expect(value, message): the message names the case that failed in a loop.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // A suite skipped without Redis says so in its title, chosen at run time.
      'vitest/valid-title': ['error', { ignoreTypeOfDescribeName: true }],
      // A shared check from src/testing asserts for the test that calls it.
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expectBackOfficeGuard'] }],
    },
  },
  {
    // Races and generated inputs: what a run may assert depends on what it drew (two equal random codes, an
    // order the race refused), and each branch asserts.
    files: [
      'apps/api/src/fuzz.test.ts',
      'apps/api/src/orders/concurrency.test.ts',
      'apps/api/src/auth/routes.test.ts',
    ],
    rules: { 'vitest/no-conditional-expect': 'off' },
  },
  {
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Our render helpers (renderApp, renderCheckout, renderAdd…) answer a router or a callback, not render's
      // result, so the rule's naming advice does not apply.
      'testing-library/render-result-naming-convention': 'off',
    },
  },
);
