// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const ALIASES: Record<string, string> = {
  '@/': 'src/',
  '@store/': 'store/',
  '@features/': 'features/',
  '@mocks/': 'mocks/',
};
const NODE_ONLY = /^(node:|msw\/node$|express$|@mswjs\/http-middleware$|prettier$|fs$|path$|url$)/;

/** The project file an import specifier names, or `undefined` for a package. */
function projectFile(specifier: string, from: string): string | undefined {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  if (alias) return join(ROOT, ALIASES[alias]!, specifier.slice(alias.length));
  return specifier.startsWith('.') ? resolve(dirname(from), specifier) : undefined;
}

async function readSource(base: string): Promise<[string, string]> {
  for (const file of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      return [file, await readFile(file, 'utf8')];
    } catch {
      // try the next extension
    }
  }
  throw new Error(`Cannot resolve ${base}`);
}

/** Every package imported, directly or through project files, by `entry`. */
async function packagesImportedBy(entry: string): Promise<Set<string>> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  for (let base = queue.shift(); base !== undefined; base = queue.shift()) {
    if (base.endsWith('.json')) continue;
    const [file, source] = await readSource(base);
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier = ''] of source.matchAll(
      /^\s*(?:import|export)[^'"]*?from\s+'([^']+)'/gm,
    )) {
      const target = projectFile(specifier, file);
      if (target === undefined) packages.add(specifier);
      else queue.push(target);
    }
  }
  return packages;
}

describe('mocks/browser.ts', () => {
  it('imports nothing Node-only, directly or indirectly', async () => {
    const packages = await packagesImportedBy(join(ROOT, 'mocks/browser.ts'));
    expect(packages).toContain('msw/browser');
    expect([...packages].filter((name) => NODE_ONLY.test(name))).toEqual([]);
  });
});
