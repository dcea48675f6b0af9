// Lint: the recommended sets plus the module boundaries of (docs/conventions.md "Module boundaries").
// Types are checked by tsc per runtime (scripts/test.mjs); this config is untyped, so it stays fast.
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const ALL = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.js', '**/*.mjs']

// Runtimes import common/ and never each other (docs/conventions.md "Module boundaries").
const RUNTIME_ZONES = [
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
]

// The areas of worker/domain/, lowest first (docs/decisions/0026-domain-areas-in-order.md): an area imports only
// the areas before it, so `admin` (the editors' console, last) uses every other and none uses it. One zone per
// area forbids every area after it; the last has nothing after it.
const DOMAIN_AREAS = ['platform', 'content', 'member', 'auctions', 'live', 'alerts', 'checkout', 'law', 'trust', 'admin']
const DOMAIN_AREA_ZONES = DOMAIN_AREAS.slice(0, -1).map((area, i) => ({
  target: `./worker/domain/${area}`,
  from: DOMAIN_AREAS.slice(i + 1).map((above) => `./worker/domain/${above}`),
  message: `worker/domain/${area}/ sits below ${DOMAIN_AREAS.slice(i + 1).join(', ')}: it never imports them, types and import() included (docs/decisions/0026-domain-areas-in-order.md).`,
}))

// Runtime code logs structured JSON (docs/conventions.md "Comments": no stray console.log).
const STRUCTURED_LOGS = {
  selector:
    "CallExpression[callee.object.name='console'][callee.property.name=/^(log|info|debug|warn|error)$/]:not([arguments.0.callee.object.name='JSON'][arguments.0.callee.property.name='stringify'])",
  message: 'Log one JSON object: console.<level>(JSON.stringify({ level, msg, requestId, ... })).',
}

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
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
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
          zones: RUNTIME_ZONES,
        },
      ],
    },
  },
  // Layers inside the worker (docs/conventions.md "Inside the worker"): routes (with middleware and the HTML shell) call
  // domain and resources; resources turn domain rows into answers; domain decides and queries D1 through db;
  // lib, adapters and db import none of them. No import goes back up. Import circles are dependency-cruiser's alone
// (`npm run lint:cycles`, .dependency-cruiser.cjs): it sees every circle import-x/no-cycle saw, and the type-only and
// import() ones that rule skips; no-cycle cost eslint a sixth of its CPU (docs/benchmarks.md "The test suite").
  {
    files: ['common/**', 'worker/**', 'party/**', 'client/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...RUNTIME_ZONES,
            {
              target: './worker/domain',
              from: ['./worker/routes', './worker/resources', './worker/middleware', './worker/html'],
              message: 'domain/ decides and queries; routes and resources call it, never the other way (docs/conventions.md "Inside the worker").',
            },
            {
              target: './worker/resources',
              from: ['./worker/routes', './worker/middleware', './worker/html'],
              message: 'resources/ turns rows into answers for the routes; it never imports them.',
            },
            {
              target: ['./worker/db', './worker/lib', './worker/adapters'],
              from: ['./worker/routes', './worker/middleware', './worker/html', './worker/domain', './worker/resources'],
              message: 'db/, lib/ and adapters/ are the ground floor of the worker: they import no layer above them.',
            },
            ...DOMAIN_AREA_ZONES,
          ],
        },
      ],
    },
  },
  {
    files: ['worker/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['hono', 'hono/*'], message: 'domain/ never imports Hono (docs/conventions.md "Inside the worker").' }] },
      ],
    },
  },
  // The realtime rooms and the auction page's live hook stay split by responsibility (docs/architecture.md
  // "The auction room's parts", "The live page's parts"): a file over 300 lines or a function over 60 is a
  // second responsibility moving in. Lines are counted as written, comments and blank lines included.
  {
    files: [
      'party/**',
      'client/features/auction-detail/use-auction-live.ts',
      'client/features/auction-detail/use-live-socket.ts',
      'client/features/auction-detail/use-connection-state.ts',
      'client/features/auction-detail/live-catch-up.ts',
      'client/features/auction-detail/live-cache.ts',
    ],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: false, skipComments: false, IIFEs: true }],
    },
  },
  {
    files: ['common/**', 'worker/**', 'party/**', 'client/**'],
    rules: { 'no-restricted-syntax': ['error', STRUCTURED_LOGS] },
  },
  // The worker's zones above see every import statement, `import type` and `import()` included, but not a type
  // written as `import('…').Name`, which import-x never visits; in the worker a type comes in by `import type`.
  {
    files: ['worker/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        STRUCTURED_LOGS,
        { selector: 'TSImportType', message: "Import the type with `import type`, so the worker's zones see it (eslint.config.js)." },
      ],
    },
  },
  // A browser spec's setup SQL goes through the worker and answers a promise: one left unawaited raced the test
  // that needed its rows (a syntactic check; the type-aware no-floating-promises would cost the whole lint).
  {
    files: ['tests/e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExpressionStatement > CallExpression[callee.name=/^(d1Exec|sql)$/]', message: 'Await the setup SQL (tests/e2e/d1.ts).' },
      ],
    },
  },
  {
    files: ['client/**/*.tsx', 'client/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // File routes pass their component inline (`component: => <Page q={Route.useSearch().q} />`);
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
