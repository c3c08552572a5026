/**
 * Builds one standalone tracker bundle into a temp dir and measures it (used by the benchmark):
 * `npx tsx tooling/bench/tracker/bundleSize.ts` prints both variants.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import {
  TRACKER_BUNDLES,
  type TrackerBundleVariant,
  trackerLibraryConfig,
} from '../../tracker/viteTrackerConfig';

/** Sizes of one bundle, in bytes. */
export interface BundleSize {
  readonly minified: number;
  readonly gzip: number;
}

/** Builds `variant` with Vite's `build()` in lib mode into `outDir`; resolves with the file. */
export async function buildBundle(variant: TrackerBundleVariant, outDir: string): Promise<string> {
  await build({
    ...trackerLibraryConfig({ variant, outDir }),
    configFile: false,
    logLevel: 'silent',
  });
  return join(outDir, `${TRACKER_BUNDLES[variant].fileName}.js`);
}

/** The minified and gzip bytes of a built bundle. */
export async function sizeOf(file: string): Promise<BundleSize> {
  const code = await readFile(file);
  return { minified: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

/** Builds `variant` into a temp dir and measures the minified and gzip bytes. */
export async function measureBundle(variant: TrackerBundleVariant): Promise<BundleSize> {
  const outDir = await mkdtemp(join(tmpdir(), `tracker-bundle-${variant}-`));
  try {
    return await sizeOf(await buildBundle(variant, outDir));
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  for (const variant of ['full', 'lite'] as const) {
    const size = await measureBundle(variant);
    console.log(`${variant}: ${size.minified} B minified, ${size.gzip} B gzip`);
  }
}
