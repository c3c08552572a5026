// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, cashierPaths } from '@contract/paths';
import type { MethodFieldsResponse } from '@contract/payments/fields';
import type { PaymentMethod } from '@contract/payments/methods';
import { TEST_CARD_NUMBER } from './payment';
import { runPaymentChecks } from './paymentChecks';
import { Session } from './probe';

const card: PaymentMethod = {
  id: 'card',
  provider: 'apco',
  brand: 'visa',
  type: 'cards',
  name: 'Card',
  currency: 'EUR',
  limits: { min: '10.00', max: '500.00' },
  commission: { type: 'none' },
  processingTime: { type: 'instant' },
};
const cardFields: MethodFieldsResponse = {
  methodId: 'card',
  fieldsVersion: 'v1',
  fields: [
    { name: 'amount', type: 'amount', label: 'Amount', required: true },
    { name: 'card_number', type: 'credit_card_number', label: 'Card number', required: true },
    { name: 'cvv', type: 'cvv', label: 'CVV', required: true },
  ],
};

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Sent {
  method: string;
  url: string;
  key: string | null;
}

/** A back end of one function; the requests it was sent. */
function backEnd(answer: (sent: Sent, body: string, count: number) => Response) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    const request = {
      method: init?.method ?? 'GET',
      url: input instanceof Request ? input.url : input.toString(),
      key: headers.get(IDEMPOTENCY_HEADER),
    };
    sent.push(request);
    const body = typeof init?.body === 'string' ? init.body : '';
    return Promise.resolve(answer(request, body, sent.length));
  };
  return { sent, fetch };
}

/** What docs/openapi.json allows as an Idempotency-Key (a back end made from it refuses the rest). */
function documentedKey(): RegExp {
  const document = JSON.parse(readFileSync('docs/openapi.json', 'utf8')) as {
    components: { parameters: Record<string, { name: string; schema: { pattern: string } }> };
  };
  const parameter = Object.values(document.components.parameters).find(
    ({ name }) => name === IDEMPOTENCY_HEADER,
  );
  return new RegExp(parameter?.schema.pattern ?? '^$', 'u');
}

async function pay(
  fetch: typeof globalThis.fetch,
  amount = '20.00',
  otherPlayer?: Record<string, string>,
) {
  const session = new Session({
    baseUrl: 'http://backend.test',
    headers: {},
    timeoutMs: 1000,
    fetch,
    onProgress: () => undefined,
  });
  await runPaymentChecks(session, {
    amount,
    currency: 'EUR',
    deposits: [{ method: card, fields: cardFields }],
    now: new Date('2026-05-01T00:00:00Z'),
    otherPlayer,
  });
  return session;
}

describe('runPaymentChecks', () => {
  it('sends the same Idempotency-Key, one docs/openapi.json allows, twice and reports a repeat answered with an error', async () => {
    const { sent, fetch } = backEnd((request, _body, count) => {
      if (request.method === 'GET') {
        return json(200, {
          paymentId: 'pay_1',
          status: 'pending',
          action: 'deposit',
          methodId: 'card',
          amount: '20',
          currency: 'EUR',
        });
      }
      return count === 1
        ? json(200, { status: 'notify', paymentId: 'pay_1', message: 'Accepted.' })
        : json(409, { error: { type: 'params_error', message: 'Key already used.' } });
    });
    const session = await pay(fetch);
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `POST http://backend.test${cashierPaths.payments}`,
      `POST http://backend.test${cashierPaths.payments}`,
      `GET http://backend.test${cashierPaths.payment('pay_1')}`,
    ]);
    expect(sent[0]?.key).toMatch(documentedKey());
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(session.findings).toEqual([
      expect.objectContaining({
        operation: 'submit (same Idempotency-Key)',
        received: expect.stringMatching(/^status 409: /) as unknown,
      }),
    ]);
  });

  it('fills a card method with the published test card and never quotes the values sent', async () => {
    const bodies: string[] = [];
    const { fetch } = backEnd((_request, body) => {
      bodies.push(body);
      // A broken back end that echoes the values it was sent in a plain-text error.
      const { fields } = JSON.parse(body) as { fields: unknown };
      return new Response(`Refused ${JSON.stringify(fields)}`, { status: 500 });
    });
    const session = await pay(fetch);
    const fields = (JSON.parse(bodies[0] ?? '{}') as { fields: Record<string, unknown> }).fields;
    expect(fields).toEqual({ card_number: TEST_CARD_NUMBER, cvv: '123' });
    const shown = JSON.stringify(session.findings);
    expect(shown).toContain('[redacted]');
    expect(shown).not.toContain(TEST_CARD_NUMBER);
    expect(shown).not.toContain('"123');
    expect(session.rows.find((row) => row.operation === 'getPayment')?.skipped).toBe(
      'the submit answer carries no paymentId',
    );
  });

  it('reports that no method fits when the amount is outside every limit, and posts nothing', async () => {
    const { sent, fetch } = backEnd(() => json(500, {}));
    const session = await pay(fetch, '5000');
    expect(sent).toEqual([]);
    expect(session.findings).toEqual([
      expect.objectContaining({
        operation: 'submit',
        expectation:
          'a deposit method in EUR whose limits include 5000 and whose required fields this check can fill',
      }),
    ]);
    expect(session.rows.map((row) => row.skipped)).toEqual([
      undefined,
      'no payment was made',
      'no payment was made',
    ]);
  });

  it("reports a back end that shows the deposit made to another player's session", async () => {
    const status = {
      paymentId: 'pay_1',
      status: 'success',
      action: 'deposit',
      methodId: 'card',
      amount: '20.00',
      currency: 'EUR',
    };
    const { fetch, sent } = backEnd((request) =>
      request.method === 'POST'
        ? json(200, { status: 'notify', paymentId: 'pay_1', message: 'Paid.' })
        : json(200, status),
    );
    const session = await pay(fetch, '20.00', { 'X-Mock-Player': 'someone-else' });
    const foreign = session.findings.filter((finding) => finding.operation.includes('another'));
    expect(foreign.map((finding) => [finding.operation, finding.expectation])).toEqual([
      ["getPayment (another player's id)", 'status 404'],
      ["getPaymentByKey (another player's key)", 'status 404'],
    ]);
    const key = sent.find((request) => request.method === 'POST')?.key ?? '';
    expect(sent.at(-1)?.url).toBe(
      `http://backend.test${cashierPaths.payments}?idempotencyKey=${key}`,
    );
  });
});
