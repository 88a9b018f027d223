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
import { fileURLToPath } from 'node:url';

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
  'weekly-box',
];
const web = './apps/web/src';

// API domains own their tables (STYLE.md, issue 25): the back office's folder holds only the dashboard, a read
// across domains, and no domain reaches into it. Every folder of apps/api/src but admin/ is held, new ones too.
const api = './apps/api/src';
const apiFolderNames = readdirSync(new URL(api, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const apiFolders = apiFolderNames.filter((name) => name !== 'admin').map((name) => `${api}/${name}`);
// One direction (issue 37, decision 034): orders/ composes the other domains and none of them imports it; only
// the back office's read across domains (admin/), the test beds (testing/) and the two-instance checks
// (resilience/) may. New folders are held too.
const composers = ['orders', 'admin', 'testing', 'resilience'];
const ordersImporters = apiFolderNames
  .filter((name) => !composers.includes(name))
  .map((name) => `${api}/${name}`);
// A domain never imports the HTTP side of another (a route file) or the app that wires them: app.ts composes the
// routes, and only the process (server.ts) and the test beds build it. Globs, so absolute: minimatch is given the
// resolved path of each import.
const apiPath = fileURLToPath(new URL(api, import.meta.url));
const routeFileZones = apiFolderNames
  .filter((name) => name !== 'testing')
  .map((name) => ({
    target: `${api}/${name}`,
    from: `${apiPath}/*/*routes.ts`,
    except: [`${apiPath}/${name}/*routes.ts`],
    message: 'A domain never imports another domain’s routes: app.ts wires them; call its service instead.',
  }));

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
      // Without these, import-x reads only .js/.mjs/.cjs modules: no-cycle saw no TypeScript file's imports and
      // never reported a cycle in either app (issue 37). The parser and extensions of its TypeScript preset.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
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
            {
              target: ordersImporters,
              from: `${api}/orders`,
              message:
                'orders/ composes the other domains and no domain imports it (decision 034): answer a question or take a guarded update, never call back up.',
            },
            ...routeFileZones,
            {
              target: `${api}/db`,
              from: apiFolderNames.filter((name) => name !== 'db').map((name) => `${api}/${name}`),
              message:
                'db/ is the ground floor: the client, schema and migrations import no domain (the seed is seed/).',
            },
            {
              target: apiFolderNames.filter((name) => name !== 'testing').map((name) => `${api}/${name}`),
              from: `${api}/app.ts`,
              message:
                'Only server.ts and the test beds (testing/) build the app; a domain never imports it.',
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
      'vitest/expect-expect': [
        'error',
        { assertFunctionNames: ['expect', 'expectBackOfficeGuard', 'expectSignInNeeded'] },
      ],
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
