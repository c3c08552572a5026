// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, pathParamNames } from '@contract/endpoints';
import { errorBodySchema } from '@contract/payments/payment';
import { buildOpenApi } from './buildOpenApi';
import { OPENAPI_PATH, renderOpenApi } from './renderOpenApi';
import { type OpenApiDocument, operationsOf } from './testing';

const committed = async (): Promise<OpenApiDocument> =>
  JSON.parse(await readFile(OPENAPI_PATH, 'utf8')) as OpenApiDocument;

describe('docs/openapi.json', () => {
  it('is exactly what the generator writes from the zod schemas', async () => {
    expect(
      await readFile(OPENAPI_PATH, 'utf8'),
      'docs/openapi.json is stale: run npm run openapi',
    ).toBe(await renderOpenApi());
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(buildOpenApi());
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has one operation for every endpoint of the table (contract/endpoints.ts), and no other', async () => {
    const operations = operationsOf(await committed()).map(
      ({ path, method, operation }) => `${operation.operationId} ${method.toUpperCase()} ${path}`,
    );
    expect(operations.sort()).toEqual(
      Object.entries(ENDPOINTS)
        .map(([name, { method, path }]) => `${name} ${method} ${path}`)
        .sort(),
    );
  });

  it("names the table's path and query parameters, and no others", async () => {
    for (const { path, operation } of operationsOf(await committed())) {
      const endpoint = Object.values(ENDPOINTS).find((entry) => entry.path === path);
      const named = (where: string) =>
        (operation.parameters ?? [])
          .filter((p): p is { in: string; name: string } => (p as { in?: string }).in === where)
          .map((p) => p.name)
          .sort();
      const table = ENDPOINTS[operation.operationId as keyof typeof ENDPOINTS];
      expect(endpoint, path).toBeDefined();
      expect(named('path'), operation.operationId).toEqual(pathParamNames(path).sort());
      expect(named('path'), operation.operationId).toEqual(
        Object.keys('params' in table ? table.params.shape : {}).sort(),
      );
      if ('query' in table)
        expect(named('query'), operation.operationId).toEqual(
          Object.keys(table.query.shape).sort(),
        );
    }
  });

  it('answers 401 unauthorized on every cashier operation, with an ErrorBody example', async () => {
    const doc = await committed();
    const cashierOperations = operationsOf(doc).filter(({ path }) => path.startsWith('/api/'));
    expect(cashierOperations).toHaveLength(14);
    for (const { path, method, operation } of cashierOperations) {
      expect(operation.responses['401'], `${method} ${path}`).toEqual({
        $ref: '#/components/responses/Unauthorized',
      });
    }
    const example = doc.components.responses.Unauthorized?.content['application/json']?.example;
    expect(errorBodySchema.parse(example).error.type).toBe('unauthorized');
  });

  it('asks for the Idempotency-Key header on the payment submit', async () => {
    const doc = await committed();
    const submit = operationsOf(doc).find(({ operation }) => operation.operationId === 'submit');
    expect(submit?.operation.parameters).toContainEqual({
      $ref: '#/components/parameters/IdempotencyKey',
    });
    expect(doc.components.parameters.IdempotencyKey).toMatchObject({
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
    });
  });

  it('names the live-updates WebSocket path on the schema of its messages', async () => {
    const { LiveMessage } = (await committed()).components.schemas;
    expect(LiveMessage).toMatchObject({ 'x-websocket-path': '/api/cashier/v1/live' });
  });
});
