// @vitest-environment node
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { trackerLibraryConfig } from './viteTrackerConfig';

const { version: UA_PARSER_VERSION } = createRequire(import.meta.url)(
  'ua-parser-js/package.json',
) as { version: string };

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
    // ua-parser-js, known by vendors of its device table.
    for (const vendor of ['Dragon Touch', 'Barnes & Noble']) {
      expect(full.code).toContain(vendor);
      expect(lite.code).not.toContain(vendor);
    }
    // Only the browser and device tables: its version and its enum statics are not carried.
    expect(full.code).not.toContain(UA_PARSER_VERSION);
    // As an ES module: no CommonJS wrapper, nothing set on the page's jQuery.
    expect(full.code).not.toMatch(/module\.exports|jQuery/);
    for (const { code } of [full, lite]) expect(code).not.toMatch(/react|redux/i);
  });

  it('writes the source map outside the served folder, unnamed by the bundle', async () => {
    const built = await buildVariant('lite', true);
    expect(built.files).toEqual(['tracker-lite.js']);
    expect(built.maps).toEqual(['tracker-lite.js.map']);
    expect(built.code).not.toContain('sourceMappingURL');
  });
});
