// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { FIELD_OPTION_LEVELS, fieldOptionSchema } from '@contract/payments/fields';
import { FIELD_TYPES, PAYMENT_METHOD_TYPES, PAYMENT_PROVIDERS } from '@contract/payments/lists';
import { CLOSED_LISTS } from './closedLists';
import { EXAMPLES } from './examples';
import { OPENAPI_PATH } from './renderOpenApi';
import { type OpenApiDocument, answerSchema, operationsOf } from './testing';

const doc = JSON.parse(await readFile(OPENAPI_PATH, 'utf8')) as OpenApiDocument;
const schemas = doc.components.schemas;

type Json = Record<string, unknown>;

/** The names of the component schemas `schema` refers to, at any depth. */
function refsOf(schema: unknown): string[] {
  const text = JSON.stringify(schema);
  return [...text.matchAll(/"#\/components\/schemas\/(\w+)"/g)].map(([, name]) => name ?? '');
}

describe('docs/openapi.json, for a back end and a mock made from it', () => {
  it('puts an example on every JSON 2xx answer, one the answer schema accepts', () => {
    const answers = operationsOf(doc).flatMap(({ path, method, operation }) =>
      Object.entries(operation.responses)
        .filter(
          ([status, answer]) => status.startsWith('2') && answer.content?.['application/json'],
        )
        .map(([status, answer]) => ({ path, method, status, answer, id: operation.operationId })),
    );
    expect(answers.map(({ id }) => id).sort()).toEqual(Object.keys(EXAMPLES).sort());
    for (const { path, method, status, answer, id } of answers) {
      const example = answer.content?.['application/json']?.example;
      expect(example, id).toEqual(EXAMPLES[id]);
      const result = answerSchema(doc, method, path, status).safeParse(example);
      expect(result.error, `${id}: ${JSON.stringify(result.error?.issues)}`).toBeUndefined();
    }
  });

  it('describes every operation with the rules it must follow', () => {
    for (const { operation } of operationsOf(doc)) {
      const { description } = operation as { description?: string };
      expect(description, operation.operationId).toMatch(/Rules: /);
    }
    const methods = operationsOf(doc).find(
      ({ operation }) => operation.operationId === 'getMethods',
    );
    const rules = (methods?.operation as { description?: string }).description ?? '';
    expect(rules).toContain("every method's `currency` is the list's `currency`");
    expect(rules).toContain('`limits.min` ≤ `limits.max`');
  });

  it('names every closed list as an enum, from the lists of the contract', () => {
    const at = (component: string, ...path: string[]) =>
      path.reduce<Json | undefined>(
        (node, key) => node?.[key] as Json | undefined,
        schemas[component],
      );
    expect(at('Field', 'properties', 'type')).toEqual({ type: 'string', enum: [...FIELD_TYPES] });
    expect(at('PaymentMethod', 'properties', 'type')?.enum).toEqual([...PAYMENT_METHOD_TYPES]);
    expect(at('PaymentMethod', 'properties', 'provider')?.enum).toEqual([...PAYMENT_PROVIDERS]);
    expect(at('ErrorBody', 'properties', 'error', 'properties', 'type')?.enum).toContain(
      'unauthorized',
    );
    for (const { component, path, values } of CLOSED_LISTS) {
      expect(at(component, ...path)?.enum, `${component} ${path.join('.')}`).toEqual([...values]);
    }
  });

  it('has no recursive schema: FieldOption spells out its levels', () => {
    // A cycle of references is what a mock generator (Prism's dynamic mode) follows without end.
    const reaches = (from: string, seen = new Set<string>()): Set<string> => {
      for (const name of refsOf(schemas[from])) {
        if (!seen.has(name)) {
          seen.add(name);
          reaches(name, seen);
        }
      }
      return seen;
    };
    for (const name of Object.keys(schemas)) {
      expect(reaches(name).has(name), `${name} refers back to itself`).toBe(false);
    }
    let level: Json | undefined = schemas.FieldOption;
    let levels = 0;
    while (level) {
      levels += 1;
      level = (level.properties as Json).children as Json | undefined;
      level = level?.items as Json | undefined;
    }
    expect(levels).toBe(FIELD_OPTION_LEVELS);
    expect(schemas.FieldOption?.description).toContain(`at most ${String(FIELD_OPTION_LEVELS)}`);
  });

  it('tells schema-driven mock generators to make up a few items per array', () => {
    // Prism's dynamic mode passes this root extension to json-schema-faker (package.json pins one
    // copy of it, so Prism's options reach its generator).
    expect((doc as unknown as Json)['x-json-schema-faker']).toEqual({
      maxItems: 3,
      fillProperties: false,
    });
  });

  it('lets the client read options as deep as the contract goes, and no deeper', () => {
    const option = (depth: number): Json =>
      depth === 1
        ? { value: `v${String(depth)}`, label: 'Leaf' }
        : { value: `v${String(depth)}`, label: 'Branch', children: [option(depth - 1)] };
    expect(fieldOptionSchema.parse(option(FIELD_OPTION_LEVELS))).toEqual(
      option(FIELD_OPTION_LEVELS),
    );
    // A level below the last is not the contract's: the last level's option reads as a leaf.
    const deeper = fieldOptionSchema.parse(option(FIELD_OPTION_LEVELS + 1));
    expect(JSON.stringify(deeper).match(/children/g)).toHaveLength(FIELD_OPTION_LEVELS - 1);
  });
});
