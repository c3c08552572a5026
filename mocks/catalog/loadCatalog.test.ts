// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_PATH, catalogPath, loadCatalog } from './loadCatalog';

let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cashier-catalog-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('catalogPath', () => {
  it('is the default catalog unless CASHIER_CATALOG names another file', () => {
    expect(catalogPath({})).toBe(DEFAULT_CATALOG_PATH);
    expect(catalogPath({ CASHIER_CATALOG: '  ' })).toBe(DEFAULT_CATALOG_PATH);
    expect(catalogPath({ CASHIER_CATALOG: 'qa/catalog.json' })).toBe(resolve('qa/catalog.json'));
  });
});

describe('loadCatalog', () => {
  it('loads the default catalog', async () => {
    const { catalog, path } = await loadCatalog(DEFAULT_CATALOG_PATH);
    expect(path).toBe(DEFAULT_CATALOG_PATH);
    expect(catalog.methods.map((method) => method.id)).toContain('card');
  });

  it('throws an error naming the file and listing every problem with its path', async () => {
    const json = JSON.parse(await readFile(DEFAULT_CATALOG_PATH, 'utf8')) as {
      defaultCurrency: string;
      methods: { limits: Record<string, { min: string }> }[];
    };
    json.defaultCurrency = 'eur';
    json.methods[0]!.limits.EUR!.min = '10,00';
    const file = join(dir, 'broken.json');
    await writeFile(file, JSON.stringify(json));
    const failure = loadCatalog(file);
    await expect(failure).rejects.toThrow(`The cashier catalog ${file} is invalid:`);
    await expect(failure).rejects.toThrow(/\n {2}- defaultCurrency: must be an upper-case/);
    await expect(failure).rejects.toThrow(
      /\n {2}- methods\[0\]\.limits\.EUR\.min: must be a decimal/,
    );
  });

  it('throws an error naming a file that is not JSON', async () => {
    const file = join(dir, 'not-json.json');
    await writeFile(file, '{ "currencies": [');
    await expect(loadCatalog(file)).rejects.toThrow(
      `The cashier catalog ${file} is not valid JSON`,
    );
  });

  it.each([
    ['a missing value', '{\n  "currencies": ["EUR"],\n  "defaultCurrency": \n}', 4, 1],
    ['a trailing comma', '{\n  "currencies": ["EUR",],\n  "methods": []\n}', 2, 24],
    ['a comment', '{\n  // the currencies\n  "currencies": []\n}', 2, 3],
    ['a missing comma', '{\n  "a": 1\n  "b": 2\n}', 3, 3],
  ])('names the line and column of %s', async (_case, text, line, column) => {
    const file = join(dir, 'syntax.json');
    await writeFile(file, text);
    await expect(loadCatalog(file)).rejects.toThrow(`\n  - line ${line}, column ${column}: `);
  });

  it('throws an error naming a file that does not exist', async () => {
    const file = join(dir, 'missing.json');
    await expect(loadCatalog(file)).rejects.toThrow(`Cannot read the cashier catalog ${file}`);
  });
});
