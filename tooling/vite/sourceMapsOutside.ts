/**
 * Build tooling (Node): keeps source maps out of the served tree. The builds make them `hidden`
 * (no `sourceMappingURL` comment in the shipped files) and this plugin moves every `.map` file the
 * build wrote into `mapsDir` (`dist-sourcemaps/…`), keeping its path, for an error-reporting
 * service to upload; dist/ holds none, so no host serves them (docs/configuration.md).
 */
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where the builds put their source maps, beside dist/ (the tracker and widget in subfolders). */
export const SOURCE_MAPS_DIR = 'dist-sourcemaps';

/** `sourcemap` of a build whose maps this plugin moves: made, but not named by the files. */
export const HIDDEN_SOURCE_MAPS = 'hidden';

async function mapsUnder(dir: string): Promise<string[]> {
  const names = await readdir(dir, { recursive: true });
  return names.filter((name) => name.endsWith('.map')).map((name) => join(dir, name));
}

/** The plugin: `mapsDir` relative to the project root, emptied first when the build empties its own folder. */
export function sourceMapsOutside(mapsDir: string): Plugin {
  let target = '';
  let outDir = '';
  let enabled = false;
  let empty = false;
  return {
    name: 'cashier-source-maps-outside',
    apply: 'build',
    configResolved(config) {
      target = resolve(config.root, mapsDir);
      outDir = resolve(config.root, config.build.outDir);
      enabled = Boolean(config.build.sourcemap) && config.build.write;
      empty = config.build.emptyOutDir !== false;
    },
    async buildStart() {
      if (enabled && empty) await rm(target, { recursive: true, force: true });
    },
    async writeBundle() {
      if (!enabled) return;
      for (const file of await mapsUnder(outDir)) {
        const moved = join(target, relative(outDir, file));
        await mkdir(dirname(moved), { recursive: true });
        await rename(file, moved);
      }
    },
  };
}
