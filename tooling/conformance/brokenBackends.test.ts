// @vitest-environment node
/**
 * Each deliberately broken back end (brokenBackends.fixtures.ts) fails the conformance check with a
 * finding that names its break, and nothing else; the same back end unbroken passes.
 */
import { describe, expect, it } from 'vitest';
import { ORIGIN, backendFetch, brokenBackends } from './brokenBackends.fixtures';
import { NEEDS_ANSWERS_PER_REQUEST } from './probe';
import { formatFinding } from './report';
import { runConformance } from './runConformance';

const EVERYTHING = {
  allowPayments: true,
  amount: '20',
  expiredHeader: { Authorization: 'Bearer expired-1' },
} as const;

describe('conformance against deliberately broken back ends', () => {
  it('passes the mock back end unbroken, payments and the expired session included', async () => {
    const result = await runConformance({ baseUrl: ORIGIN, fetch: backendFetch(), ...EVERYTHING });
    expect(result.findings.map(formatFinding)).toEqual([]);
    expect(result.payment?.methodId).toBeDefined();
  });

  it.each(brokenBackends)(
    'fails $name with a finding that names it',
    async ({ breaks, names, operations, options }) => {
      const { findings } = await runConformance({
        baseUrl: ORIGIN,
        fetch: backendFetch(breaks),
        ...options,
      });
      const printed = findings.map(formatFinding);
      expect(
        printed.some((text) => names.test(text)),
        printed.join('\n\n'),
      ).toBe(true);
      expect(new Set(findings.map((finding) => finding.operation))).toEqual(new Set(operations));
    },
  );
});

/** The break by its name in brokenBackends.fixtures.ts. */
function broken(name: string) {
  const found = brokenBackends.find((backend) => backend.name === name);
  if (!found) throw new Error(`No broken back end "${name}".`);
  return found;
}

describe('conformance with examplesOnly (a back end made from the document)', () => {
  const EXAMPLES_ONLY = { ...EVERYTHING, examplesOnly: true } as const;

  it('passes the mock back end and lists each check that needs answers depending on the request as not exercised', async () => {
    const result = await runConformance({
      baseUrl: ORIGIN,
      fetch: backendFetch(),
      ...EXAMPLES_ONLY,
    });
    expect(result.findings.map(formatFinding)).toEqual([]);
    expect(result.payment?.paymentId).toBeDefined();
    const cut = NEEDS_ANSWERS_PER_REQUEST.length + 2;
    const perRequest = result.notExercised.filter(({ reason }) =>
      reason.startsWith(`${NEEDS_ANSWERS_PER_REQUEST}: `),
    );
    expect(perRequest.map(({ operation, reason }) => [operation, reason.slice(cut)])).toEqual([
      ['getMethods', 'the list of the action and currency asked for'],
      ['getConversionQuote', 'the quote of the method, currencies and amount asked for'],
      ['getMethodFields', 'the fields of the method asked for'],
      ['getMethodFields (unknown method)', 'a 4xx for a method no list offers'],
      ['getMethods (unoffered currency)', 'a 4xx for a currency the config does not offer'],
      ['getTransactions (next page)', 'the page a cursor leads to'],
      ['getPayment (unknown id)', 'a 404 for a payment id no submit made'],
      ['getPaymentByKey (unknown key)', 'a 404 for an Idempotency-Key no submit used'],
      ['config (expired session)', 'a 401 for an expired credential'],
      ['getPayment', 'the status of the payment submitted'],
    ]);
    // A request all of whose checks need such answers is not sent: its row says why.
    const skipped = result.rows.filter((row) => row.skipped?.startsWith(NEEDS_ANSWERS_PER_REQUEST));
    expect(skipped.map((row) => row.operation).sort()).toEqual(
      [
        'config (expired session)',
        'getMethodFields (unknown method)',
        'getMethods (unoffered currency)',
        'getPayment (unknown id)',
        'getPaymentByKey (unknown key)',
        'getTransactions (next page)',
      ].sort(),
    );
    expect(skipped.every((row) => row.requests === 0)).toBe(true);
  });

  it.each(['methods listed for a currency not offered', 'an expired session let in'])(
    'leaves a back end with %s, a wrong answer to one request, unfound',
    async (name) => {
      const { findings } = await runConformance({
        baseUrl: ORIGIN,
        fetch: backendFetch(broken(name).breaks),
        ...EXAMPLES_ONLY,
      });
      expect(findings.map(formatFinding)).toEqual([]);
    },
  );

  it.each([
    'a misspelt field type',
    'a method in another currency than asked',
    'an unlisted payment status',
    'a server error for a list',
  ])('still fails a back end with %s, wrong whatever was asked', async (name) => {
    const { breaks, names, operations } = broken(name);
    const { findings } = await runConformance({
      baseUrl: ORIGIN,
      fetch: backendFetch(breaks),
      ...EXAMPLES_ONLY,
    });
    const printed = findings.map(formatFinding);
    expect(
      printed.some((text) => names.test(text)),
      printed.join('\n\n'),
    ).toBe(true);
    expect(new Set(findings.map((finding) => finding.operation))).toEqual(new Set(operations));
  });
});
