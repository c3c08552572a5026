// @ts-check
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { housePlugin } from './tooling/eslint/importCircles.js';

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

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The house's one import rule (README.md, the layout), in two tables.
 *
 * FLOORS, bottom to top: a file imports only its own floor and the floors below it.
 *
 * SUBJECTS: each feature lists the subjects it uses, and reaches them only through their entries:
 * `index.ts`, and the files named in `entries` (a lazily loaded chunk, imported with `import()`,
 * or a small leaf the boot script or a first-screen map imports without the subject's index).
 * A stylesheet is shared by its file. The app (src/) may use every subject, through its entries.
 *
 * The typed hooks (store/hooks.ts) are the one named exception: the one file that may import
 * react-redux's own hooks (TYPED_HOOKS_ONLY above). They live on the platform floor, typed by the state each feature declares beside its slice
 * (store/state.ts), so they import nothing above it, and no type-only circle runs through them.
 * Tests and test support (testing/) may reach any floor; mocks/, tooling/, scripts/ and e2e/
 * stand beside the house (their zones below).
 */
const FLOORS = ['contract', 'common', 'store', 'features', 'src'];

const SUBJECTS = {
  card: { uses: [] },
  payments: {
    uses: [],
    entries: ['model/firstRequests.ts', 'model/offeredCurrency.ts', 'api/endpointActions.ts'],
  },
  navigation: { uses: [], entries: ['routes.ts'] },
  chat: { uses: [], entries: ['state.ts'] },
  history: { uses: [], entries: ['state.ts'] },
  tracker: { uses: [], entries: ['constants.ts'] },
  playerRules: { uses: ['payments'] },
  liveUpdates: { uses: ['payments'] },
  methods: { uses: ['payments'] },
  conversion: { uses: ['payments'] },
  paymentForm: { uses: ['card', 'payments', 'playerRules'] },
  wallet: { uses: ['payments', 'paymentForm'] },
  balance: { uses: ['payments', 'playerRules'] },
  responsibleGambling: { uses: ['payments', 'playerRules'] },
  verification: { uses: ['payments', 'playerRules', 'paymentForm'] },
  checkout: {
    uses: ['card', 'payments', 'liveUpdates', 'playerRules', 'methods', 'paymentForm', 'wallet'],
    entries: ['PaymentForm.tsx', 'PaymentReturn.tsx', 'pendingRedirectStore.ts'],
  },
  fastDeposit: {
    uses: ['payments', 'playerRules', 'methods', 'paymentForm', 'checkout', 'responsibleGambling'],
  },
  cashier: {
    uses: [
      'payments',
      'playerRules',
      'methods',
      'conversion',
      'checkout',
      'balance',
      'responsibleGambling',
      'verification',
    ],
  },
};

/** A subject's entries, as the absolute globs `import-x/no-restricted-paths` takes as exceptions. */
const entriesOf = (subject) => [
  `${root}features/${subject}/{${['index.ts', ...(SUBJECTS[subject].entries ?? []), '**/*.module.css'].join(',')}}`,
];

const floorZones = FLOORS.slice(0, -1).map((floor, index) => ({
  target: `./${floor}`,
  from: FLOORS.slice(index + 1).map((above) => `./${above}`),
  message: `${floor}/ imports only the floors below it: ${FLOORS.slice(0, index).join(', ') || 'nothing of the project'} (README.md).`,
}));

const subjectZones = Object.entries(SUBJECTS).flatMap(([subject, { uses }]) =>
  Object.keys(SUBJECTS)
    .filter((other) => other !== subject)
    .map((other) =>
      uses.includes(other)
        ? {
            target: `./features/${subject}`,
            from: `./features/${other}/**`,
            except: entriesOf(other),
            message: `Import features/${other} through its index.ts (or an entry eslint.config.js names).`,
          }
        : {
            target: `./features/${subject}`,
            from: `./features/${other}`,
            message: `features/${subject} uses only ${uses.length ? uses.join(', ') : 'no other subject'} (eslint.config.js, SUBJECTS).`,
          },
    ),
);

const appZones = Object.keys(SUBJECTS).map((subject) => ({
  target: './src',
  from: `./features/${subject}/**`,
  except: entriesOf(subject),
  message: `The app imports features/${subject} through its index.ts (or an entry eslint.config.js names).`,
}));

/** Every zone of the house: floors, subjects, and the app over the subjects. */
const houseZones = [...floorZones, ...subjectZones, ...appZones];

/** Shipped code never imports the mock back end (tests do: it is their network boundary). */
const mocksZone = {
  target: ['./common', './src', './store', './features'],
  from: './mocks',
  except: ['./browser.ts'],
  message: 'App code never imports the mock back end (only src/app starts the dev worker).',
};

/** Test support (testing/) serves tests only: shipped code never imports it. */
const testingZone = {
  target: ['./common', './src', './store', './features'],
  from: './testing',
  message: 'testing/ is test support: shipped code never imports it.',
};

/** Build-time code (Vite plugins, bundle config, benchmarks) is in tooling/: never shipped. */
const toolingZone = {
  target: ['./common', './src', './store', './features'],
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
  from: ['./features', './store'],
  message:
    'mocks/ and tooling/ never import features/ or store/ (a build plugin names a source file by path).',
};

/**
 * The wire contract (contract/README.md) is the ground floor: it imports nothing else of the
 * project, and no React, Redux or DOM; zod is its one dependency.
 */
const contractZone = {
  target: './contract',
  from: [
    './common',
    './src',
    './store',
    './features',
    './testing',
    './mocks',
    './tooling',
    './scripts',
    './e2e',
  ],
  message: 'contract/ is the ground floor: it imports nothing else of the project.',
};
const CONTRACT_BANNED_PACKAGES = ['react', 'react-dom', 'react-redux', 'redux', '@reduxjs/toolkit'];

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
        projectService: { allowDefaultProject: ['eslint.config.js', 'tooling/eslint/*.js'] },
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
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, house: housePlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Cycles among the project's own files; a package cannot import them back.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // …and circles made of type imports too (tooling/eslint/importCircles.js).
      'house/no-import-circle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...houseZones, mocksZone, toolingZone, testingZone, contractZone] },
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
  {
    // Tests and test support stand on every floor: they may import any file of the house.
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.fixture.ts',
      '**/testHarness.tsx',
      'testing/**',
      'features/*/testing/**',
      'e2e/**',
      'vitest.setup*.ts',
    ],
    rules: {
      'import-x/no-restricted-paths': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['mocks/**', 'tooling/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [backEndZone] }],
    },
  },
  {
    files: ['mocks/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
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
    files: ['eslint.config.js', 'tooling/eslint/*.js'],
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
