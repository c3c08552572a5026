import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { providerPageHeaders } from './mocks/server/providerHeaders.ts';
import { uaParserTablesPlugin } from './tooling/tracker/uaParserTables.ts';
import { bootPrefetchPlugin } from './tooling/vite/bootPrefetchPlugin.ts';
import { EnvironmentSequencer } from './tooling/vitest/environmentSequencer.ts';
import { HOOK_TIMEOUT_MS, TEST_TIMEOUT_MS, WAIT_TIMEOUT_MS } from './tooling/vitest/waitPolicy.ts';
import { inlinePageLoadPlugin } from './tooling/vite/inlinePageLoadPlugin.ts';
import { localeSubsetPlugin } from './tooling/vite/localeSubsetPlugin.ts';
import { cssClassNames, prerenderPlugin } from './tooling/vite/prerenderPlugin.ts';
import { PAGE_CHUNK_NAME, startAfterPaintPlugin } from './tooling/vite/startAfterPaintPlugin.ts';
import {
  HIDDEN_SOURCE_MAPS,
  SOURCE_MAPS_DIR,
  sourceMapsOutside,
} from './tooling/vite/sourceMapsOutside.ts';
import { FIRST_SCREEN_TEXTS } from './common/i18n/firstScreenTexts.ts';
import { DEFAULT_EVENTS_PATH } from './features/tracker/constants.ts';
import { defineConfig } from 'vitest/config';
import { aliases } from './tooling/vite/aliases.ts';

const fromRoot = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * Libraries' imports resolved to smaller equivalents (the app, the widget, the tests):
 * react-i18next's `use-sync-external-store/shim` to React's own hook (common/lib/reactSyncExternalStore.ts).
 */
export const libraryAliases = [
  {
    find: /^use-sync-external-store\/shim$/,
    replacement: fromRoot('./common/lib/reactSyncExternalStore.ts'),
  },
];

/**
 * Few requests for the first screen (docs/budgets-and-benchmarks.md): everything the entry
 * imports statically is one chunk; the API with RTK Query and the cashier page with all they
 * import statically are another, loaded as the first render asks for them; and the payment form with all it imports statically
 * (react-hook-form, the card libraries, the field components) is another, instead of a dozen small
 * shared chunks each costing a request. `keepInEntry` names modules that must stay in their entry
 * file (the widget's entry finds its stylesheet beside itself through `import.meta.url`).
 * `librariesApart`: the first screen's libraries (React, Redux, i18next) are a chunk of their own
 * beside the app's code, so that the standalone app's starter evaluates them in a task of their
 * own (tooling/vite/startAfterPaintPlugin.ts).
 */
export function firstScreenChunks(keepInEntry?: RegExp, { librariesApart = false } = {}) {
  const inEntry = keepInEntry ? { test: (id: string) => !keepInEntry.test(id) } : {};
  return [
    ...(librariesApart
      ? [
          {
            name: 'react-dom',
            tags: ['$initial' as const],
            test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
            priority: 4,
          },
          {
            name: 'libraries',
            tags: ['$initial' as const],
            test: /[\\/]node_modules[\\/]/,
            priority: 3,
          },
        ]
      : []),
    { name: 'app', tags: ['$initial' as const], ...inEntry, priority: 2 },
    {
      // What the first render asks for and does not wait for (src/app/cashierCode.tsx): RTK Query
      // with the API, then the cashier page with the method list.
      name: 'cashier-api',
      test: /src[\\/]app[\\/]apiPart\.ts$/,
      priority: 1.6,
    },
    {
      name: PAGE_CHUNK_NAME,
      test: /src[\\/]app[\\/]pages[\\/]CashierPage\.tsx$/,
      priority: 1.5,
    },
    {
      name: 'payment-form',
      test: /features[\\/]checkout[\\/]PaymentForm\.tsx$/,
      priority: 1,
    },
  ];
}

/**
 * The payment subjects reach each other through index.ts files that re-export what other subjects
 * use (features/cashier/README.md). Their modules do nothing when imported but define their
 * exports, so a module none of whose exports is used stays out of the bundle: a subject's index.ts
 * imported by the first screen does not pull a lazily loaded part of that subject into its chunk.
 */
export const featureTreeshake = {
  moduleSideEffects: [
    {
      test: /features[\\/](payments|card|liveUpdates|playerRules|methods|conversion|wallet|balance|verification|paymentForm|checkout|responsibleGambling|fastDeposit|cashier)[\\/].*\.tsx?$/,
      sideEffects: false,
    },
  ],
};

/**
 * The English texts bundled with the first screen (`en.json?first-screen`, common/i18n/index.ts): the
 * app, the widget and every test project cut the same subset.
 */
export const firstScreenEnglish = () =>
  localeSubsetPlugin({ query: 'first-screen', keep: FIRST_SCREEN_TEXTS });

/**
 * CSS-module class names from the file's path (relative to the project) and the class: the same
 * in the client build and in the build-time prerender (tooling/vite/prerenderPlugin.ts), whose
 * markup must name the classes the built stylesheet has.
 */
export function scopedClassName(name: string, filename: string): string {
  const path = relative(fromRoot('./'), filename.split('?')[0] ?? filename).replaceAll('\\', '/');
  const hash = createHash('sha256').update(`${path}:${name}`).digest('base64url').slice(0, 6);
  return `_${name}_${hash}`;
}

/**
 * `npm run dev` serves the mock provider pages (3-D Secure, hosted redirect, the page that refuses
 * to be framed, with its headers) like `npm start` does.
 * The msw worker cannot: it lets page navigations through, and an iframe load is one.
 */
function mockProviderPages(): Plugin {
  const dir = fromRoot('./mocks/provider/');
  return {
    name: 'cashier-mock-provider-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mock-provider', (req, res, next) => {
        const name = (req.url ?? '/').split('?')[0]?.replace(/^\//, '') ?? '';
        if (!/^[\w-]+\.(html|js|css)$/.test(name)) {
          next();
          return;
        }
        const types = { html: 'text/html', js: 'text/javascript', css: 'text/css' } as const;
        const extension = name.slice(name.lastIndexOf('.') + 1) as keyof typeof types;
        readFile(dir + name)
          .then((body) => {
            res.setHeader('Content-Type', `${types[extension]}; charset=utf-8`);
            for (const [header, value] of Object.entries(providerPageHeaders(name))) {
              res.setHeader(header, value);
            }
            res.end(body);
          })
          .catch(() => {
            next();
          });
      });
    },
  };
}

/**
 * Serves the language files at `/locales/{lng}/translation.json` (the i18next backend's load path)
 * from `common/i18n/locales/{lng}.json`: as middleware in `npm run dev`, as emitted files in a build.
 */
function localeFiles(): Plugin {
  const dir = fromRoot('./common/i18n/locales/');
  const route = /^\/locales\/([A-Za-z-]{2,10})\/translation\.json$/;
  return {
    name: 'cashier-locale-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const code = route.exec((req.url ?? '').split('?')[0] ?? '')?.[1];
        if (!code) {
          next();
          return;
        }
        readFile(`${dir}${code}.json`)
          .then((body) => {
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.end(body);
          })
          .catch(() => {
            res.statusCode = 404;
            res.end();
          });
      });
    },
    async generateBundle() {
      for (const file of await readdir(dir)) {
        if (!file.endsWith('.json')) continue;
        this.emitFile({
          type: 'asset',
          fileName: `locales/${file.replace(/\.json$/, '')}/translation.json`,
          source: await readFile(dir + file),
        });
      }
    },
  };
}

/**
 * `npm run dev`: the page-load event (inlined in index.html) is sent before the msw worker controls
 * the page on a first visit, so it reaches the dev server; answer it like the events API does
 * (204) instead of a 404 in the console. Once the worker runs, it answers the tracker itself.
 */
function devEventsFallback(): Plugin {
  return {
    name: 'cashier-dev-events-fallback',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/api-fe-events/', (req, res, next) => {
        if (req.method !== 'POST') {
          next();
          return;
        }
        req.resume();
        req.on('end', () => {
          res.statusCode = 204;
          res.end();
        });
      });
    },
  };
}

/** Tests of pure code (plain functions over data): the folders the architecture keeps pure. */
const PURE_TESTS = [
  'contract/**/*.test.ts',
  'features/tracker/core/**/*.test.ts',
  'features/card/**/*.test.ts',
  'features/payments/model/**/*.test.ts',
  'features/playerRules/**/*.test.ts',
  'features/history/model/**/*.test.ts',
  'features/chat/model/**/*.test.ts',
  'mocks/catalog/**/*.test.ts',
  'mocks/backend/rules/**/*.test.ts',
];

export default defineConfig({
  plugins: [
    react(),
    mockProviderPages(),
    devEventsFallback(),
    localeFiles(),
    // The first screen bundles only its own English texts (common/i18n/firstScreenTexts.ts).
    firstScreenEnglish(),
    // The page-load event (docs/tracking.md), inlined into index.html (its CSP hash: dist/page-load-script.sha256).
    inlinePageLoadPlugin({
      projectId: process.env.TRACKER_PROJECT_ID ?? 'casino-cashier',
      endpoint: DEFAULT_EVENTS_PATH,
    }),
    // The tracker chunk keeps only the ua-parser-js tables it reads (browser, device).
    uaParserTablesPlugin(),
    // The cashier's first API requests, started from index.html's head (src/app/boot).
    bootPrefetchPlugin(),
    // Source maps go to dist-sourcemaps/, not into the served dist/.
    sourceMapsOutside(SOURCE_MAPS_DIR),
    // The first screen's markup rendered into index.html (src/app/prerender).
    prerenderPlugin(() => [react(), firstScreenEnglish(), cssClassNames(scopedClassName)]),
    // The app's code runs once the browser has painted that first screen.
    startAfterPaintPlugin(),
  ],
  css: { modules: { generateScopedName: scopedClassName } },
  resolve: {
    alias: [
      ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
      ...libraryAliases,
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: HIDDEN_SOURCE_MAPS,
    // One stylesheet (about 6 KiB gzip, every page's CSS): one render-blocking request instead of
    // four on the first paint, and lazily loaded pages never wait for their CSS.
    cssCodeSplit: false,
    rolldownOptions: {
      treeshake: featureTreeshake,
      output: { codeSplitting: { groups: firstScreenChunks(undefined, { librariesApart: true }) } },
    },
  },
  // Each test runs in the lightest environment that shows its behaviour (docs/testing.md): plain
  // `.test.ts` files in Node, unless they name a DOM with `// @vitest-environment jsdom`;
  // components (`.test.tsx`) in jsdom. vitest.setup.ts sets up the DOM helpers only where there
  // is a DOM.
  test: {
    // Vitest runs one file at a time on a 2-core machine by default (cores − 1); the tests wait on
    // I/O and timers as much as on the CPU, so two at a time nearly halve the wall time.
    maxWorkers: 2,
    // The files of one project and environment in a row, so a worker serves them all instead of
    // one each (tooling/vitest/environmentSequencer.ts).
    sequence: { sequencer: EnvironmentSequencer },
    restoreMocks: true,
    unstubGlobals: true,
    // One policy for every test, hook and wait, set for a machine busy with other work
    // (tooling/vitest/waitPolicy.ts); Testing Library's waits are set in vitest.setup.ts.
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: HOOK_TIMEOUT_MS,
    expect: { poll: { timeout: WAIT_TIMEOUT_MS } },
    projects: [
      {
        // Pure code: no DOM, no mock back end, and one worker's modules shared by its files.
        extends: true,
        test: {
          name: 'pure',
          environment: 'node',
          include: PURE_TESTS,
          setupFiles: ['./vitest.setup.pure.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['{common,src,store,features,mocks,scripts,tooling,testing}/**/*.test.ts'],
          exclude: PURE_TESTS,
          setupFiles: ['./vitest.setup.ts'],
          // One worker's modules shared by its files, as in "pure": each file no longer imports
          // msw, the handlers and the parsed catalog again (node: 200 s → 124 s CPU, docs/testing.md).
          // What a file builds it disposes (vitest.setup.ts, testing/render.tsx).
          isolate: false,
        },
      },
      {
        // Components in happy-dom (a quarter faster than jsdom here, with the same results); a
        // file that needs jsdom's <dialog>, focus or parser says so with a pragma.
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['{common,src,store,features,mocks,scripts,tooling,testing}/**/*.test.tsx'],
          setupFiles: ['./vitest.setup.ts'],
          // Shared modules here too: React, Testing Library and the app load once per worker, not
          // once per file (dom: 218 s → 132 s CPU, setup 88 s → 37 s summed, docs/testing.md).
          isolate: false,
        },
      },
    ],
  },
});
