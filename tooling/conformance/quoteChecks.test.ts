// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cashierPaths } from '@contract/paths';
import { Session } from './probe';
import { checkConversionQuotes } from './quoteChecks';

const conversion = {
  methods: [{ id: 'mercuryo_crypto', name: 'Buy crypto', currencies: ['BTC'] }],
};

async function quoteWith(answer: Response) {
  const urls: string[] = [];
  const session = new Session({
    baseUrl: 'http://backend.test',
    headers: {},
    timeoutMs: 1000,
    fetch: (input) => {
      urls.push(input instanceof Request ? input.url : input.toString());
      return Promise.resolve(answer);
    },
    onProgress: () => undefined,
  });
  await checkConversionQuotes(session, 'deposit', 'EUR', conversion);
  return { urls, findings: session.findings };
}

describe('checkConversionQuotes', () => {
  it('asks for a quote buying the first crypto currency with the list currency', async () => {
    const { urls } = await quoteWith(
      Response.json({ error: { type: 'params_error' } }, { status: 400 }),
    );
    expect(urls).toEqual([
      `http://backend.test${cashierPaths.conversionQuote}?methodId=mercuryo_crypto&from=EUR&to=BTC&amount=100`,
    ]);
  });

  it('accepts a 4xx with an error body for a pair without a price', async () => {
    const { findings } = await quoteWith(
      Response.json({ error: { type: 'params_error', message: 'No quote.' } }, { status: 400 }),
    );
    expect(findings).toEqual([]);
  });

  it('reports a 4xx without an error body and a 5xx', async () => {
    const plain = await quoteWith(new Response('Bad request', { status: 400 }));
    expect(plain.findings.map((finding) => finding.expectation)).toEqual([
      'Content-Type: application/json',
      'a JSON body (ErrorBody)',
    ]);
    const failing = await quoteWith(
      Response.json({ error: { type: 'unknown_error' } }, { status: 502 }),
    );
    expect(failing.findings).toEqual([
      expect.objectContaining({
        operation: 'getConversionQuote',
        expectation: 'status 200, or a 4xx with an error body (no price for the pair)',
        received: 'status 502: {"error":{"type":"unknown_error"}}',
      }),
    ]);
  });
});
