// @vitest-environment happy-dom
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { historyPaths, cashierPaths } from '@contract/paths';
import { FIELD_TYPES, PAYMENT_ACTIONS } from '@contract/payments/lists';
import { isOneOf } from '@contract/closedList';
import type { z } from 'zod';
import { defaultCatalog } from '@mocks/handlers';
import { apiUrl, call } from '@mocks/testing';
import { OPENAPI_PATH } from './renderOpenApi';
import { type OpenApiDocument, answerSchema } from './testing';

const doc = JSON.parse(await readFile(OPENAPI_PATH, 'utf8')) as OpenApiDocument;

interface FieldsBody {
  fields: { type: string }[];
}

/**
 * The issues of a fields answer besides the field types outside FIELD_TYPES: the catalog's
 * `open_banking` method asks for such fields on purpose (docs/http-api.md), to show the client
 * shows them as "can't be shown here"; a back end following the document sends none.
 */
function issuesBesidesUnknownTypes(body: FieldsBody, issues: readonly z.core.$ZodIssue[]) {
  return issues.filter(({ path }) => {
    const [fields, index, key] = path;
    const type = typeof index === 'number' ? body.fields[index]?.type : undefined;
    return !(fields === 'fields' && key === 'type' && !isOneOf(FIELD_TYPES, type));
  });
}
const deposits = { action: 'deposit', currency: 'EUR' };

describe('docs/openapi.json against the mock back end', () => {
  it("describes the mock's methods list", async () => {
    const answer = await call(apiUrl(cashierPaths.methods, deposits));
    expect(answer.status).toBe(200);
    const schema = answerSchema(doc, 'get', '/api/cashier/v1/methods', '200');
    expect(schema.safeParse(answer.body).error).toBeUndefined();
  });

  it('describes the fields of every method the mock offers, in every action and currency', async () => {
    const schema = answerSchema(doc, 'get', '/api/cashier/v1/methods/{methodId}/fields', '200');
    const checked: string[] = [];
    for (const action of PAYMENT_ACTIONS) {
      for (const currency of defaultCatalog.currencies) {
        const list = await call(apiUrl(cashierPaths.methods, { action, currency }));
        const { methods } = list.body as { methods: { id: string }[] };
        for (const { id } of methods) {
          const answer = await call(apiUrl(cashierPaths.methodFields(id), { action, currency }));
          expect(answer.status).toBe(200);
          const outside = issuesBesidesUnknownTypes(
            answer.body as FieldsBody,
            schema.safeParse(answer.body).error?.issues ?? [],
          );
          expect(outside, `${action} ${currency} ${id}`).toEqual([]);
          checked.push(JSON.stringify(answer.body));
        }
      }
    }
    // The catalog's fields include nested options, so the nested FieldOption levels are walked.
    expect(checked.some((body) => body.includes('"children":[{'))).toBe(true);
    // ...and, on purpose, a field type no cashier knows, which the document's enum refuses.
    expect(checked.some((body) => body.includes('"type":"qr_scanner"'))).toBe(true);
  });

  it("describes the mock's config, history page and params_error answers", async () => {
    const config = await call(apiUrl(cashierPaths.config));
    expect(answerSchema(doc, 'get', '/api/cashier/v1/config', '200').parse(config.body)).toEqual(
      config.body,
    );
    const page = await call(apiUrl(historyPaths.transactions, { limit: '50' }));
    expect(
      answerSchema(doc, 'get', historyPaths.transactions, '200').safeParse(page.body).error,
    ).toBeUndefined();
    const refused = await call(apiUrl(cashierPaths.methods, { action: 'deposit' }));
    expect(refused.status).toBe(400);
    expect(
      answerSchema(doc, 'get', '/api/cashier/v1/methods', '400').safeParse(refused.body).error,
    ).toBeUndefined();
  });

  it('refuses answers that break the contract, down to a nested field option', async () => {
    const answer = await call(apiUrl(cashierPaths.methods, deposits));
    const body = answer.body as { methods: Record<string, unknown>[] };
    const methods = answerSchema(doc, 'get', '/api/cashier/v1/methods', '200');
    expect(methods.safeParse({ ...body, methods: [{ ...body.methods[0], id: 42 }] }).success).toBe(
      false,
    );
    const fields = answerSchema(doc, 'get', '/api/cashier/v1/methods/{methodId}/fields', '200');
    const option = (label: string) => ({ value: 'b', label });
    const withChild = (label: string) => ({
      methodId: 'bank',
      fieldsVersion: 'v1',
      fields: [
        {
          name: 'bank',
          type: 'select',
          label: 'Bank',
          options: [{ ...option('A'), children: [option(label)] }],
        },
      ],
    });
    expect(fields.safeParse(withChild('B')).success).toBe(true);
    expect(fields.safeParse(withChild('')).success).toBe(false);
  });
});
