// Lint: the recommended sets plus the module boundaries of STYLE.md ("Module boundaries").
// Types are checked by tsc per runtime (scripts/test.mjs); this config is untyped, so it stays fast.
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const ALL = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.js', '**/*.mjs']

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.wrangler/**',
      '**/.partykit/**',
      '**/.tmp/**',
      'migrations/**',
      'client/routeTree.gen.ts',
      'client/public/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  { files: ALL, ...js.configs.recommended },
  ...tseslint.configs.recommended,
  {
    files: ALL,
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    settings: {
      // Resolves relative paths and the package.json "imports" aliases (#common/…, #worker/…).
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      eqeqeq: ['error', 'smart'],
      // Sanitisers strip control characters on purpose (common/schemas/storefront.ts plainText).
      'no-control-regex': 'off',
      'no-var': 'error',
      'prefer-const': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './common',
              from: ['./worker', './party', './client'],
              message: 'common/ is imported by every runtime and imports none of them.',
            },
            {
              target: './client',
              from: ['./worker', './party'],
              message: 'The SPA talks to the worker and rooms over HTTP and sockets only.',
            },
            { target: './party', from: './worker', message: 'Rooms and the worker talk only over signed HTTP.' },
            { target: './worker', from: './party', message: 'Rooms and the worker talk only over signed HTTP.' },
          ],
        },
      ],
    },
  },
  // Runtime code logs structured JSON (STYLE.md "Comments": no stray console.log).
  {
    files: ['common/**', 'worker/**', 'party/**', 'client/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='console'][callee.property.name=/^(log|info|debug|warn|error)$/]:not([arguments.0.callee.object.name='JSON'][arguments.0.callee.property.name='stringify'])",
          message: 'Log one JSON object: console.<level>(JSON.stringify({ level, msg, requestId, ... })).',
        },
      ],
    },
  },
  {
    files: ['client/**/*.tsx', 'client/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // File routes pass their component inline (`component: () => <Page q={Route.useSearch().q} />`);
  // rules-of-hooks cannot tell that arrow is a component and flags correct code there.
  { files: ['client/routes/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  {
    files: ['scripts/**', 'tests/e2e/**', 'tests/scripts/**', '*.config.{js,ts,mjs}', 'tests/**/*.config.ts', '.ci/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['tests/**'],
    // Tests read untyped JSON answers; `any` there is the honest type.
    // Harnesses that adapt a class to another interface alias `this` for getters.
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-this-alias': 'off',
    },
  },
)
