import { fileURLToPath } from 'node:url';
import type { UserConfig } from 'vite';
import {
  HIDDEN_SOURCE_MAPS,
  SOURCE_MAPS_DIR,
  sourceMapsOutside,
} from '../vite/sourceMapsOutside.ts';
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
  /**
   * Where the source map goes (tooling/vite/sourceMapsOutside.ts): default
   * `'dist-sourcemaps/tracker'` with the default `outDir`; with another `outDir`, no map unless
   * given (a measurement needs none). `false`: no map.
   */
  mapsDir?: string | false;
}

/**
 * Vite library-mode config of one standalone tracker bundle: a single fully minified ES module
 * (`tracker.js` or `tracker-lite.js`) with every dependency bundled in (ua-parser-js for `full`)
 * and no React/Redux. Its plugins drop the ua-parser-js tables the tracker never reads
 * (uaParserTables.ts) and move the source map out of the served folder (sourceMapsOutside.ts); it
 * does not need the app's config.
 */
export function trackerLibraryConfig(options: TrackerLibraryOptions = {}): UserConfig {
  const bundle = TRACKER_BUNDLES[options.variant ?? 'full'];
  const mapsDir =
    options.mapsDir ?? (options.outDir === undefined ? `${SOURCE_MAPS_DIR}/tracker` : false);
  return {
    publicDir: false,
    plugins: [uaParserTablesPlugin(), ...(mapsDir === false ? [] : [sourceMapsOutside(mapsDir)])],
    build: {
      target: 'es2020',
      outDir: options.outDir ?? 'dist/tracker',
      emptyOutDir: true,
      sourcemap: mapsDir === false ? false : HIDDEN_SOURCE_MAPS,
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
