// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { historyPaths, cashierRoutes } from '@contract/paths';
import { errorBodySchema } from '@contract/payments/payment';
import { DEFAULT_EVENTS_PATH } from '@features/tracker';
import { buildOpenApi } from './buildOpenApi';
import { openApiPath } from './operations';
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

  it('describes every path the client calls, and no other', async () => {
    const paths = Object.keys((await committed()).paths);
    expect(paths.sort()).toEqual(
      [
        ...Object.values(cashierRoutes).map(openApiPath),
        historyPaths.transactions,
        DEFAULT_EVENTS_PATH,
      ].sort(),
    );
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
