// @vitest-environment node
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { trackerLibraryConfig } from './viteTrackerConfig';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function buildVariant(
  variant: 'full' | 'lite',
  withMaps = false,
): Promise<{ files: string[]; maps: string[]; code: string }> {
  const outDir = await mkdtemp(join(tmpdir(), `tracker-${variant}-`));
  const mapsDir = `${outDir}-maps`;
  dirs.push(outDir, mapsDir);
  const config = trackerLibraryConfig({ variant, outDir, ...(withMaps ? { mapsDir } : {}) });
  await build({ ...config, configFile: false, logLevel: 'silent' });
  const files = (await readdir(outDir)).sort();
  const maps = withMaps ? (await readdir(mapsDir)).sort() : [];
  const main = files.find((file) => file.endsWith('.js')) ?? '';
  return { files, maps, code: await readFile(join(outDir, main), 'utf8') };
}

describe('tracker library build', () => {
  it('builds one ES module per variant, ua-parser-js only in the full one, no React or Redux', async () => {
    const full = await buildVariant('full');
    const lite = await buildVariant('lite');
    expect(full.files).toEqual(['tracker.js']);
    expect(lite.files).toEqual(['tracker-lite.js']);
    expect(full.code).toMatch(/export\s*\{[^}]*createTracker/);
    expect(full.code).toContain('0.0.33');
    expect(full.code).toMatch(/Samsung Internet|UAParser|ua-parser/i);
    expect(lite.code).not.toMatch(/UAParser/);
    for (const { code } of [full, lite]) expect(code).not.toMatch(/react|redux/i);
  });

  it('writes the source map outside the served folder, unnamed by the bundle', async () => {
    const built = await buildVariant('lite', true);
    expect(built.files).toEqual(['tracker-lite.js']);
    expect(built.maps).toEqual(['tracker-lite.js.map']);
    expect(built.code).not.toContain('sourceMappingURL');
  });
});
