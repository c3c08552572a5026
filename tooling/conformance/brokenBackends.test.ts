// @vitest-environment node
/**
 * Each deliberately broken back end (brokenBackends.fixtures.ts) fails the conformance check with a
 * finding that names its break, and nothing else; the same back end unbroken passes.
 */
import { describe, expect, it } from 'vitest';
import { ORIGIN, backendFetch, brokenBackends } from './brokenBackends.fixtures';
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
