// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import catalogJson from '../catalog.json';
import { CATALOG_SCHEMA_ID, CATALOG_SCHEMA_PATH, renderCatalogJsonSchema } from './jsonSchema';
import { parseCatalog } from './parseCatalog';
import { type Catalog, catalogSchema } from './schema';

/** A fresh copy of the default catalog, for breaking it. */
const copy = (): Catalog => catalogSchema.parse(catalogJson);

describe('catalog.schema.json', () => {
  it('equals freshly generated output (run `npm run catalog:schema` after changing the schema)', async () => {
    const committed = await readFile(CATALOG_SCHEMA_PATH, 'utf8');
    expect(committed).toBe(await renderCatalogJsonSchema());
  });

  it('is a draft 2020-12 schema with an id, a title and descriptions', async () => {
    const schema = JSON.parse(await readFile(CATALOG_SCHEMA_PATH, 'utf8')) as {
      properties: Record<string, { description?: unknown }>;
    };
    expect(schema).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: CATALOG_SCHEMA_ID,
      title: 'Cashier mock catalog',
    });
    for (const key of ['currencies', 'methods', 'scenarios']) {
      expect(schema.properties[key]?.description, key).toEqual(expect.any(String));
    }
  });
});

describe('parseCatalog', () => {
  it('accepts the default catalog', () => {
    expect(parseCatalog(catalogJson)).toMatchObject({ ok: true });
  });

  it('accepts equal limits written with different decimals', () => {
    const catalog = copy();
    catalog.methods[0]!.limits.EUR = { min: '10', max: '10.000' };
    catalog.methods[0]!.presets = ['10.0'];
    expect(parseCatalog(catalog)).toMatchObject({ ok: true });
  });

  it.each<[string, (catalog: Catalog) => void, string]>([
    [
      'a limit that is not a decimal',
      (c) => (c.methods[2]!.limits.EUR!.min = '15,00'),
      'methods[2].limits.EUR.min: must be a decimal amount such as "10.50"',
    ],
    [
      'a limits key that is not a currency code',
      (c) => (c.methods[0]!.limits.eur = { min: '1', max: '2' }),
      'methods[0].limits.eur: must be an upper-case currency code such as "EUR"',
    ],
    [
      'a misspelt method key',
      (c) => Object.assign(c.methods[1]!, { fieldVersion: 'x' }),
      'methods[1]: Unrecognized key: "fieldVersion"',
    ],
    [
      'a result carrying a payment id',
      (c) => Object.assign(c.methods[0]!.result, { paymentId: 'p1' }),
      'methods[0].result: Unrecognized key: "paymentId"',
    ],
    [
      'an unknown commission type',
      (c) => Object.assign(c.methods[0]!, { commission: { type: 'percents' } }),
      'methods[0].commission.type: ',
    ],
    [
      'a scenario answering a success status as an error',
      (c) => Object.assign(c.scenarios![0]!.respond, { httpStatus: 200 }),
      'scenarios[0].respond.httpStatus: ',
    ],
    ['a missing mercuryoMode', (c) => Reflect.deleteProperty(c, 'mercuryoMode'), 'mercuryoMode: '],
    [
      'a repeated method id',
      (c) => (c.methods[1]!.id = 'card'),
      'methods[1].id: method id "card" repeats methods[0].id',
    ],
    [
      'a limit currency missing from currencies',
      (c) => (c.methods[0]!.limits.GBP = { min: '10', max: '20' }),
      'methods[0].limits.GBP: currency GBP is not listed in currencies',
    ],
    [
      'a min above the max, compared exactly',
      (c) => (c.methods[0]!.limits.USD = { min: '5000.000000000000000001', max: '5000' }),
      'methods[0].limits.USD.min: min 5000.000000000000000001 is greater than max 5000',
    ],
    [
      'a default currency missing from currencies',
      (c) => (c.defaultCurrency = 'GBP'),
      'defaultCurrency: GBP is not listed in currencies',
    ],
    [
      'a repeated field name',
      (c) => (c.methods[0]!.fields[4]!.name = 'card_number'),
      'methods[0].fields[4].name: field name "card_number" repeats fields[1].name',
    ],
    [
      'a preset outside the limits',
      (c) => (c.methods[0]!.presets = ['5.00']),
      'methods[0].presets[0]: 5.00 is outside the EUR limits 10.00–5000.00',
    ],
    [
      'a method without currencies',
      (c) => (c.methods[3]!.limits = {}),
      'methods[3].limits: must offer at least one currency',
    ],
    [
      'a pattern that is not a regular expression',
      (c) => (c.methods[0]!.fields[4]!.pattern = '(\\d'),
      'methods[0].fields[4].pattern: is not a valid regular expression',
    ],
    [
      'a scenario on a field no method has',
      (c) => (c.scenarios![0]!.when.field = 'cardholder'),
      'scenarios[0].when.field: no method field is named "cardholder"',
    ],
    [
      'a scenario for an unknown method',
      (c) => (c.scenarios![1]!.when.methodId = 'visa'),
      'scenarios[1].when.methodId: no method has id "visa"',
    ],
    [
      'a repeated saved profile id',
      (c) => (c.methods[0]!.savedProfiles![1]!.id = 'card-visa-4242'),
      'methods[0].savedProfiles[1].id: saved profile id "card-visa-4242" repeats methods[0].savedProfiles[0].id',
    ],
  ])('reports %s with its JSON path', (_case, breakIt, expected) => {
    const catalog = copy();
    breakIt(catalog);
    const result = parseCatalog(catalog);
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(
      problems.some((problem) => problem.startsWith(expected)),
      problems.join('\n'),
    ).toBe(true);
  });

  it('reports every problem at once', () => {
    const catalog = copy();
    catalog.methods[2]!.limits.EUR!.min = 'ten';
    catalog.methods[4]!.name = '';
    const result = parseCatalog(catalog);
    expect(result.ok ? [] : result.problems).toHaveLength(2);
  });

  it('reports cross-check problems together with schema problems, at their file indices', () => {
    const catalog = copy();
    catalog.methods[0]!.name = ''; // a schema problem: methods[0] is left out of the cross-checks
    catalog.methods[3]!.id = catalog.methods[2]!.id; // a duplicate id after it
    catalog.methods[2]!.fields[0] = { ...catalog.methods[2]!.fields[0]!, pattern: '([a-z' };
    const result = parseCatalog(catalog);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toEqual([
      expect.stringMatching(/^methods\[0\]\.name: /),
      `methods[3].id: method id "${catalog.methods[2]!.id}" repeats methods[2].id`,
      'methods[2].fields[0].pattern: is not a valid regular expression',
    ]);
  });

  it('says that a logo URL must be absolute http(s)', () => {
    const catalog = copy();
    catalog.methods[0]!.logoUrl = 'javascript:alert(1)';
    catalog.methods[1]!.logoUrl = '/logos/card.svg';
    const result = parseCatalog(catalog);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toEqual([
      'methods[0].logoUrl: must be an absolute http(s) URL, e.g. "https://cdn.example/logo.svg"',
      'methods[1].logoUrl: must be an absolute http(s) URL, e.g. "https://cdn.example/logo.svg"',
    ]);
  });

  it('reports a document that is not an object at the root', () => {
    expect(parseCatalog([])).toEqual({
      ok: false,
      problems: ['(root): Invalid input: expected object, received array'],
    });
  });
});
