// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder under features/ is one feature; features never import each other (README.md). */
const features = readdirSync(new URL('./features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureIsolation = features.map((feature) => ({
  target: `./features/${feature}`,
  from: './features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature: join them in store/, compose them in src/app.',
}));

/** Components use the typed hooks of store/hooks.ts, never react-redux's own. */
const TYPED_HOOKS_ONLY = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch', 'useStore'],
  message: 'Use the typed hooks from @store/hooks.',
};

/** Browser globals the tracker core must not touch (its adapters do). */
const TRACKER_BANNED_GLOBALS = [
  'window',
  'self',
  'globalThis',
  'document',
  'navigator',
  'location',
  'history',
  'screen',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'caches',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'Request',
  'Response',
  'Headers',
  'Blob',
  'FormData',
  'performance',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'queueMicrotask',
  'addEventListener',
  'removeEventListener',
  'dispatchEvent',
  'matchMedia',
  'console',
];

/** Import direction: src/app composes; store/ joins features; src/{ui,lib,i18n} are shared leaves. */
const layerZones = [
  ...featureIsolation,
  {
    target: ['./features', './store', './src/ui', './src/lib', './src/i18n'],
    from: './src/app',
    message: 'src/app composes the app; nothing imports it.',
  },
  {
    target: ['./src/ui', './src/lib', './src/i18n'],
    from: ['./features', './store'],
    message: 'Shared UI and helpers know nothing of features or the store.',
  },
];

/** Shipped code never imports the mock back end (tests do: it is their network boundary). */
const mocksZone = {
  target: ['./src', './store', './features'],
  from: './mocks',
  except: ['./browser.ts'],
  message: 'App code never imports the mock back end (only src/app starts the dev worker).',
};

/** Build-time code (Vite plugins, bundle config, benchmarks) is in tooling/: never shipped. */
const toolingZone = {
  target: ['./src', './store', './features'],
  from: './tooling',
  message: 'tooling/ is build-time code (Node): shipped code never imports it (tests may).',
};

/**
 * The mock back end and the build tooling stand beside the app, never on it: what they share
 * with it is the HTTP contract, not a feature's code (a build plugin names a source file by its
 * path). Their tests neither: where the two must agree, the feature's test imports the mock.
 */
const backEndZone = {
  target: ['./mocks', './tooling'],
  from: './features',
  message:
    'mocks/ and tooling/ never import features/ (a build plugin names a source file by path).',
};

/**
 * The wire contract (contract/README.md) is the ground floor: it imports nothing else of the
 * project, and no React, Redux or DOM; zod is its one dependency.
 */
const contractZone = {
  target: './contract',
  from: ['./src', './store', './features', './mocks', './tooling', './scripts', './e2e'],
  message: 'contract/ is the ground floor: it imports nothing else of the project.',
};
const CONTRACT_BANNED_PACKAGES = ['react', 'react-dom', 'react-redux', 'redux', '@reduxjs/toolkit'];

/**
 * The zones of features/payments (its README.md: the zone map), bottom to top: each lists the
 * zones it may import. A zone never imports one above it nor the feature's top-level files
 * (Cashier.tsx, index.ts …), and reaches another zone only through that zone's index.ts (a lazily
 * loaded chunk is imported by its file, with `import()`).
 */
const PAYMENTS_ZONES = {
  card: [],
  model: [],
  api: ['model'],
  state: ['model', 'api'],
  live: ['model', 'api', 'state'],
  rules: ['model', 'api', 'state'],
  methods: ['model', 'api', 'state'],
  conversion: ['model', 'api', 'state'],
  form: ['card', 'model', 'api', 'state', 'rules'],
  wallet: ['model', 'api', 'state', 'form'],
  submit: ['card', 'model', 'api', 'state', 'live', 'rules', 'methods', 'form', 'wallet'],
  responsibleGambling: ['model', 'api', 'state', 'rules'],
  balance: ['model', 'api', 'state', 'rules'],
  verification: ['model', 'api', 'state', 'rules', 'form'],
  fastDeposit: ['card', 'model', 'api', 'state', 'rules', 'form', 'submit', 'responsibleGambling'],
};
const paymentsZoneNames = Object.keys(PAYMENTS_ZONES);

const paymentsZoneDirection = Object.entries(PAYMENTS_ZONES).map(([zone, allowed]) => ({
  target: `./features/payments/${zone}`,
  from: [
    './features/payments/*.{ts,tsx}',
    ...paymentsZoneNames
      .filter((other) => other !== zone && !allowed.includes(other))
      .map((other) => `./features/payments/${other}/**`),
  ],
  message: `features/payments/${zone}/ may import ${allowed.length ? `only ${allowed.join(', ')}` : 'no other zone'} (features/payments/README.md, the zone map).`,
}));

/**
 * Deep imports into another payments zone from a file of `zone` (null: the feature's top-level
 * files). A stylesheet shared with a zone below is imported by its file.
 */
function paymentsDeepImports(zone) {
  const others = paymentsZoneNames.filter((other) => other !== zone).join('|');
  const up = zone === null ? String.raw`\./` : String.raw`(\.\./)+`;
  return [
    {
      regex: `^${up}(${others})/(?!.*\\.css$).+`,
      message: 'Import another payments zone through its index.ts (features/payments/README.md).',
    },
    {
      regex: `^@features/payments/(${paymentsZoneNames.join('|')})/(?!.*\\.css$).+`,
      message: 'Import another payments zone through its index.ts (features/payments/README.md).',
    },
  ];
}

/** Test code and its helpers may reach into any zone. */
const PAYMENTS_TEST_FILES = [
  '**/*.test.{ts,tsx}',
  '**/*.fixture.ts',
  'features/payments/**/testHarness.tsx',
  'testing/cashier.tsx',
];

const paymentsZoneImports = [null, ...paymentsZoneNames].map((zone) => ({
  files:
    zone === null ? ['features/payments/*.{ts,tsx}'] : [`features/payments/${zone}/**/*.{ts,tsx}`],
  ignores: PAYMENTS_TEST_FILES,
  rules: {
    'no-restricted-imports': [
      'error',
      { paths: [TYPED_HOOKS_ONLY], patterns: paymentsDeepImports(zone) },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-sourcemaps',
      'coverage',
      'test-results',
      'playwright-report',
      'e2e-output',
      'public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    settings: {
      // import-x reads the files an import names with these parsers: without them it cannot parse
      // a .ts file, and rules that follow imports (no-cycle) see no imports at all.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver': { typescript: { project: './tsconfig.json' } },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Cycles among the project's own files; a package cannot import them back.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, mocksZone, toolingZone, contractZone, ...paymentsZoneDirection] },
      ],
      // Public surfaces name what they export (a module's index.ts lists it).
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Export by name: no `export *`.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [TYPED_HOOKS_ONLY],
        },
      ],
    },
  },
  {
    files: ['store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...paymentsZoneImports,
  {
    // Test helpers beside the code may reach into any payments zone, like the tests.
    files: ['features/payments/**/testHarness.tsx', 'testing/cashier.tsx'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, mocksZone, toolingZone] }],
    },
  },
  {
    // Shipped code reaches a feature through its index.ts. Named exceptions: a feature's state.ts
    // (its Redux surface without components, for store/), the tracker's constants (no tracker
    // code in the first bundle), and the boot script (src/app/boot/), which must stay small.
    files: ['src/**/*.{ts,tsx}', 'store/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'testing/**', 'src/app/boot/**', 'store/hooks.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [TYPED_HOOKS_ONLY],
          patterns: [
            {
              regex: '^@features/[^/]+/(?!state$|constants$).+',
              message:
                "Import a feature through its index.ts (or its state.ts, the tracker's constants).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'vitest.setup.ts', 'mocks/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['mocks/**', 'tooling/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, backEndZone] }],
    },
  },
  {
    // One policy for how long tests and their waits may take (tooling/vitest/waitPolicy.ts,
    // docs/testing.md): no test or wait sets its own timeout, and no wait uses vi.waitFor's fixed 1 s.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Export by name: no `export *`.' },
        ...[
          // it('…', fn, 10_000), it.each(…)('…', fn, 10_000)
          ':matches(CallExpression[callee.name=/^(it|test)$/], CallExpression[callee.object.name=/^(it|test)$/], CallExpression[callee.callee.object.name=/^(it|test)$/])[arguments.length=3]',
          // describe('…', { timeout }, fn), it('…', { timeout }, fn)
          ':matches(CallExpression[callee.name=/^(it|test|describe)$/], CallExpression[callee.object.name=/^(it|test|describe)$/]) > ObjectExpression > Property[key.name="timeout"]',
          // findByText('…', {}, { timeout }), waitFor(fn, { timeout })
          ':matches(CallExpression[callee.name=/^(waitFor|find(All)?By)/], CallExpression[callee.property.name=/^find(All)?By/]) > ObjectExpression > Property[key.name="timeout"]',
        ].map((selector) => ({
          selector,
          message:
            'Timeouts are the suite-wide policy (tooling/vitest/waitPolicy.ts): make the test faster instead.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'waitFor',
          message:
            'Wait with expect.poll or Testing Library (the suite-wide wait, tooling/vitest/waitPolicy.ts), not vi.waitFor (1 s).',
        },
      ],
    },
  },
  {
    files: ['eslint.config.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Pure tracker core (features/tracker/README.md): the browser is reached only through the
    // ports of features/tracker/environment.ts, implemented in features/tracker/adapters/.
    // The core folder holds nothing else: the adapters, the inline page-load script and the test
    // fakes sit beside it, and build tooling (Vite plugins, bundle config, benchmarks) in tooling/.
    files: ['features/tracker/core/**/*.ts', 'features/tracker/ua/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...TRACKER_BANNED_GLOBALS.map((name) => ({
          name,
          message:
            'Tracker core: reach the browser through a port (features/tracker/environment.ts) implemented in features/tracker/adapters/.',
        })),
      ],
    },
  },
  {
    // The wire contract: zod only, no framework and no browser (contractZone above).
    files: ['contract/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [contractZone] }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: CONTRACT_BANNED_PACKAGES.flatMap((name) => [name, `${name}/*`]),
              message: 'contract/ holds wire facts only: no React, Redux or DOM.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...TRACKER_BANNED_GLOBALS.map((name) => ({
          name,
          message: 'contract/ holds wire facts only: no browser globals.',
        })),
      ],
    },
  },
  {
    // Plain scripts of the mock provider pages and of the API reference page (served as they are,
    // not bundled).
    files: ['mocks/provider/**/*.js', 'mocks/server/apiReference/**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { sourceType: 'script', globals: globals.browser },
  },
);
