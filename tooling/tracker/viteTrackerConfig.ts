import { fileURLToPath } from 'node:url';
import type { UserConfig } from 'vite';
import { uaParserTablesPlugin } from './uaParserTables.ts';

/** Which standalone bundle to build: with ua-parser-js (`full`) or with the regex parser (`lite`). */
export type TrackerBundleVariant = 'full' | 'lite';

/** Entry module and output name of each variant. */
export const TRACKER_BUNDLES: Readonly<
  Record<TrackerBundleVariant, { readonly entry: string; readonly fileName: string }>
> = {
  full: {
    entry: fileURLToPath(new URL('../../features/tracker/standalone.ts', import.meta.url)),
    fileName: 'tracker',
  },
  lite: {
    entry: fileURLToPath(new URL('../../features/tracker/standaloneLite.ts', import.meta.url)),
    fileName: 'tracker-lite',
  },
};

/** Options of {@link trackerLibraryConfig}. */
export interface TrackerLibraryOptions {
  /** Default `'full'`. */
  variant?: TrackerBundleVariant;
  /** Default `'dist/tracker'` (relative to the working directory). */
  outDir?: string;
}

/**
 * Vite library-mode config of one standalone tracker bundle: a single fully minified ES module
 * (`tracker.js` or `tracker-lite.js`) with every dependency bundled in (ua-parser-js for `full`)
 * and no React/Redux. Its one plugin drops the ua-parser-js tables the tracker never reads
 * (uaParserTables.ts); it does not need the app's config.
 */
export function trackerLibraryConfig(options: TrackerLibraryOptions = {}): UserConfig {
  const bundle = TRACKER_BUNDLES[options.variant ?? 'full'];
  return {
    publicDir: false,
    plugins: [uaParserTablesPlugin()],
    build: {
      target: 'es2020',
      outDir: options.outDir ?? 'dist/tracker',
      emptyOutDir: true,
      sourcemap: true,
      minify: true,
      copyPublicDir: false,
      lib: {
        entry: bundle.entry,
        formats: ['es'],
        fileName: () => `${bundle.fileName}.js`,
      },
      // Lib mode keeps whitespace and /*#__PURE__*/ comments in ES output for re-bundling; this
      // file is shipped to browsers as it is, so it is minified completely.
      rolldownOptions: { output: { minify: true, comments: false } },
    },
  };
}

/** The config of `vite.tracker.config.ts`: the full standalone bundle into `dist/tracker/`. */
export const viteTrackerConfig: UserConfig = trackerLibraryConfig();
