import { describe, expect, it } from 'vitest';
import { formatReport } from './report';
import type { ConformanceResult, TestPayment } from './types';

const deposit = { methodId: 'skrill', amount: '20', currency: 'EUR' };

function reportWith(payment: TestPayment): string {
  const result: ConformanceResult = {
    findings: [],
    rows: [],
    notExercised: [],
    paymentsSkipped: false,
    payment,
  };
  return formatReport(result);
}

describe('the test deposit in the report', () => {
  it('is "made" only when the back end took it', () => {
    expect(reportWith({ ...deposit, accepted: true, status: 200, paymentId: 'pay_1' })).toContain(
      'Test deposit made: 20 EUR with method "skrill" (paymentId pay_1).',
    );
  });

  it('says so when the back end refused it or gave no answer, never "made"', () => {
    const refused = reportWith({ ...deposit, accepted: false, status: 500 });
    expect(refused).toContain(
      'Test deposit not taken: 20 EUR with method "skrill" was sent, status 500, no valid SubmitResult (see the findings).',
    );
    expect(refused).not.toContain('Test deposit made');
    expect(reportWith({ ...deposit, accepted: false })).toContain('was sent, no answer');
  });
});
