// Lint rules, including the import directions: constants/lib → data → features →
// app, with the UI kit (src/components) below features and app; features import each other
// only through index.ts (or, for the route table, a feature's pages.ts of lazily loaded
// pages, which keeps the feature's other exports out of the entry chunk; for the build-time
// render, a feature's prerender.tsx); only src/data talks to Dexie (features and the app go through its
// repositories); features call PocketBase through lib/pocketbase-call; features draw text
// inputs, selects and text areas with the kit.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const layers = (target, from, message) => ({ target, from, message });
const featureIndexOnly = {
  group: ['@/features/*/*', '!@/features/*/pages', '!@/features/*/prerender'],
  message:
    'Import another feature only through its index.ts (@/features/<name>), its lazily loaded pages through @/features/<name>/pages, or (src/prerender.tsx) its build-time markup through @/features/<name>/prerender.',
};

/**
 * Class names that say left or right where the layout means start or end: in Arabic and
 * Hebrew they point the wrong way. Use the logical ones (ms-/me-/ps-/pe-/start-/end-,
 * text-start/end, rounded-s/e, border-s/e).
 */
const PHYSICAL_CLASS =
  '(^|[\\s:])(-?(left|right)-|-?m[lr]-|p[lr]-|text-(left|right)(\\s|$)|rounded-([lr]|tl|tr|bl|br)(-|\\s|$)|border-[lr](-|\\s|$)|float-(left|right)|scroll-[mp][lr]-)';
const physicalDirection = {
  selector: `Literal[value=/${PHYSICAL_CLASS}/], TemplateElement[value.raw=/${PHYSICAL_CLASS}/]`,
  message:
    'Physical left/right class: use the logical one (ms-/me-, ps-/pe-, start-/end-, text-start/end, rounded-s/e, border-s/e) so right-to-left languages mirror.',
};

export default tseslint.config(
  {
    ignores: [
      'shot-tmp.mjs',
      'dist',
      'dev-dist',
      'node_modules',
      '.pocketbase',
      '.localstripe',
      'coverage',
      'test-results',
      'playwright-report',
      'pb_data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.app.json' }),
      ],
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // `const { dropped: _, ...kept } = record` is how a copy without some fields is made.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            layers(
              './src/constants',
              [
                './src/lib',
                './src/data',
                './src/components',
                './src/features',
                './src/app',
                './src/i18n',
              ],
              'constants import nothing of the app',
            ),
            layers(
              './src/lib',
              ['./src/data', './src/components', './src/features', './src/app'],
              'lib sits below data, the UI kit, features and app',
            ),
            layers(
              './src/data',
              ['./src/components', './src/features', './src/app'],
              'data holds no UI: it sits below the UI kit, features and app',
            ),
            layers(
              './src/components',
              ['./src/data', './src/features', './src/app'],
              'the UI kit sits below features and app and reads no data: pass it props',
            ),
            layers('./src/features', ['./src/app'], 'features never import the app shell'),
            // Data only through the repositories (types included: they re-export the row
            // types features need). Unlike no-restricted-imports, these zones also catch
            // dynamic import().
            layers(
              ['./src/features', './src/app'],
              ['./src/data/local-db.ts', './src/data/records.ts'],
              'Use the entity repositories in src/data (they re-export the row types), not local-db or records',
            ),
            {
              target: ['./src/features', './src/app'],
              from: './src/data/sync',
              except: ['./runner.ts', './loaders.ts'],
              message:
                'Reach the sync engine through sync/loaders (sync/runner for types) or a repository in src/data',
            },
            layers(
              ['./src/features', './src/app'],
              './node_modules/dexie',
              'Dexie is used in src/data only: read and write through a repository',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [featureIndexOnly] }],
    },
  },
  {
    // Features call PocketBase through callPocketBase, so every failure is read and worded
    // one way (the SDK's auth store is held by lib/session, below them).
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/lib/pocketbase',
              message: 'Call PocketBase through callPocketBase (@/lib/pocketbase-call).',
            },
          ],
          patterns: [featureIndexOnly],
        },
      ],
    },
  },
  {
    // Layout follows the reading direction (Arabic and Hebrew are right to left).
    files: ['src/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', physicalDirection] },
  },
  {
    // A feature's text input, select or text area is the kit's Field, Select or TextArea
    // (checkboxes: Checkbox), which tie label, hint and error together the one way. File
    // pickers have no kit control and stay native.
    files: ['src/features/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name=/^(select|textarea)$/], JSXOpeningElement[name.name='input']:not(:has(JSXAttribute[name.name='type'][value.value='file']))",
          message:
            'Use the UI kit (@/components/ui): Field, Select, TextArea or Checkbox, not a raw control.',
        },
        physicalDirection,
      ],
    },
  },
  {
    // UI code reads through hooks and writes through repositories, never the SDK or Dexie.
    files: ['src/**/components/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'pocketbase',
              message: 'Components never call PocketBase: use a feature api.ts.',
            },
            { name: 'dexie', message: 'Components never call Dexie: use a repository hook.' },
            {
              name: 'dexie-react-hooks',
              message: 'Components read through a feature hook (useLiveQuery over a repository).',
            },
            {
              name: '@/lib/pocketbase',
              message: 'Components never call PocketBase: use a feature api.ts.',
            },
            {
              name: '@/lib/pocketbase-call',
              message: 'Components never call PocketBase: use a feature api.ts.',
            },
          ],
          patterns: [featureIndexOnly],
        },
      ],
    },
  },
  {
    files: [
      '**/*.{js,mjs}',
      'vite.config.ts',
      'playwright.config.ts',
      'vitest.config.ts',
      'tests/**/*.ts',
      'scripts/**',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // JSDoc-typed scripts: tsc checks them (checkJs); JSON.parse results are cast in JSDoc,
    // which these two rules cannot see.
    files: ['scripts/**/*.mjs'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  {
    // Playwright fixtures must destructure their dependencies, even when there are none.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // PocketBase JSVM files (goja, CommonJS) are type-checked separately against the
    // server's generated types.d.ts (npm run typecheck:pb), which also catches undefined
    // names, so no-undef (which cannot see those globals) is off here.
    files: ['pb_migrations/**/*.js', 'pb_hooks/**/*.js', 'scripts/**/*.pb.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      sourceType: 'script',
    },
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      '@typescript-eslint/triple-slash-reference': 'off',
      '@typescript-eslint/no-require-imports': 'off',
      'no-undef': 'off',
    },
  },
);
