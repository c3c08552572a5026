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

async function buildVariant(variant: 'full' | 'lite'): Promise<{ files: string[]; code: string }> {
  const outDir = await mkdtemp(join(tmpdir(), `tracker-${variant}-`));
  dirs.push(outDir);
  const config = trackerLibraryConfig({ variant, outDir });
  await build({ ...config, configFile: false, logLevel: 'silent' });
  const files = (await readdir(outDir)).sort();
  const main = files.find((file) => file.endsWith('.js')) ?? '';
  return { files, code: await readFile(join(outDir, main), 'utf8') };
}

describe('tracker library build', () => {
  it('builds one ES module per variant, ua-parser-js only in the full one, no React or Redux', async () => {
    const full = await buildVariant('full');
    const lite = await buildVariant('lite');
    expect(full.files).toEqual(['tracker.js', 'tracker.js.map']);
    expect(lite.files).toEqual(['tracker-lite.js', 'tracker-lite.js.map']);
    expect(full.code).toMatch(/export\s*\{[^}]*createTracker/);
    expect(full.code).toContain('0.0.33');
    expect(full.code).toMatch(/Samsung Internet|UAParser|ua-parser/i);
    expect(lite.code).not.toMatch(/UAParser/);
    for (const { code } of [full, lite]) expect(code).not.toMatch(/react|redux/i);
  }, 30_000);
});
