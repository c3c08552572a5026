import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@common/i18n';
import type { Commission, PaymentMethod, ProcessingTime } from '@contract/payments/methods';
import { feeFor, totalFor } from '@features/payments/model/commission';
import { MethodTerms } from './MethodTerms';

const base: PaymentMethod = {
  id: 'm',
  provider: 'skrill',
  brand: 'skrill',
  type: 'direct',
  name: 'M',
  currency: 'EUR',
  limits: { min: '10.00', max: '500.00' },
  commission: { type: 'none' },
  processingTime: { type: 'instant' },
};

function terms(commission: Commission, processingTime: ProcessingTime = { type: 'none' }) {
  render(
    <I18nextProvider i18n={createI18n()}>
      <p data-testid="terms">
        <MethodTerms method={{ ...base, commission, processingTime }} />
      </p>
    </I18nextProvider>,
  );
  return screen.getByTestId('terms').textContent;
}

describe('MethodTerms', () => {
  it.each<[Commission, string]>([
    [{ type: 'none' }, 'No fee'],
    [{ type: 'percent', percent: '2.5' }, '2.5% fee'],
    [{ type: 'range-percent', minPercent: '1', maxPercent: '3.5' }, '1%–3.5% fee'],
    [{ type: 'fixed', amount: '0.50' }, '€0.50 fee'],
    [{ type: 'mixed', percent: '1.5', amount: '0.30' }, '1.5% + €0.30 fee'],
    [{ type: 'float' }, 'Fee set by the provider'],
  ])('states the %o commission in the player’s words', (commission, text) => {
    expect(terms(commission)).toBe(`€10.00 – €500.00 · ${text}`);
  });

  it.each<Commission>([
    { type: 'percent', percent: '0' },
    { type: 'range-percent', minPercent: '0', maxPercent: '0.00' },
    { type: 'fixed', amount: '0.00' },
    { type: 'mixed', percent: '0.0', amount: '0' },
  ])('says "No fee" for a %o commission that costs nothing', (commission) => {
    expect(terms(commission)).toBe('€10.00 – €500.00 · No fee');
  });

  it.each<[ProcessingTime, string]>([
    [{ type: 'instant' }, ' · Instant'],
    [{ type: 'range', min: 1, max: 3, unit: 'days' }, ' · Within 1–3 days'],
    [{ type: 'static', value: 24, unit: 'hours' }, ' · Within 24 hours'],
    [{ type: 'none' }, ''],
  ])('states the %o processing time', (processingTime, text) => {
    expect(terms({ type: 'none' }, processingTime)).toBe(`€10.00 – €500.00 · No fee${text}`);
  });

  it('gives each term a box of its own, the separator ending the term before it', () => {
    terms({ type: 'percent', percent: '2.5' }, { type: 'instant' });
    const boxes = [...screen.getByTestId('terms').children].map((box) => box.textContent);
    expect(boxes).toEqual(['€10.00 – €500.00 ·', '2.5% fee ·', 'Instant']);
  });
});

describe('fee and total', () => {
  it('charges the fee on top of a deposit and deducts it from a cash-out, in minor units', () => {
    const fee = feeFor({ type: 'mixed', percent: '1.5', amount: '0.30' }, 10_000n, 2);
    expect(fee).toBe(180n); // 1.5% of €100.00 + €0.30
    expect(totalFor('deposit', 10_000n, fee)).toBe(10_180n);
    expect(totalFor('cashout', 10_000n, fee)).toBe(9_820n);
  });

  it('rounds a percentage fee half up to the cent', () => {
    expect(feeFor({ type: 'percent', percent: '2.5' }, 1_050n, 2)).toBe(26n); // 26.25 → 26
    expect(feeFor({ type: 'percent', percent: '2.5' }, 1_020n, 2)).toBe(26n); // 25.5 → 26
  });

  it('has no exact fee or total when the provider sets it', () => {
    expect(feeFor({ type: 'float' }, 1_000n, 2)).toBeNull();
    expect(
      feeFor({ type: 'range-percent', minPercent: '1', maxPercent: '2' }, 1_000n, 2),
    ).toBeNull();
    expect(totalFor('deposit', 1_000n, null)).toBeNull();
  });
});

describe('MethodTerms in Arabic', () => {
  it.each<[ProcessingTime, string]>([
    [{ type: 'static', value: 2, unit: 'minutes' }, 'خلال دقيقتين'],
    [{ type: 'static', value: 1, unit: 'hours' }, 'خلال ساعة واحدة'],
    [{ type: 'static', value: 2, unit: 'days' }, 'خلال يومين'],
    [{ type: 'static', value: 5, unit: 'hours' }, 'خلال 5 ساعات'],
    [{ type: 'static', value: 15, unit: 'days' }, 'خلال 15 يومًا'],
    [{ type: 'range', min: 1, max: 3, unit: 'days' }, 'خلال 1–3 أيام'],
    [{ type: 'range', min: 2, max: 30, unit: 'minutes' }, 'خلال 2–30 دقيقة'],
  ])(
    'counts %o in the form that follows "خلال" (dual, few, many)',
    async (processingTime, text) => {
      const i18n = createI18n({ language: 'ar' });
      await waitFor(() => {
        expect(i18n.hasLoadedNamespace('translation')).toBe(true);
      });
      render(
        <I18nextProvider i18n={i18n}>
          <p data-testid="terms">
            <MethodTerms method={{ ...base, processingTime }} />
          </p>
        </I18nextProvider>,
      );
      // Read without the isolates around the amounts and the range's first number (common/i18n/bidi.ts).
      const shown = screen.getByTestId('terms').textContent.replace(/[\u2066-\u2069]/gu, '');
      expect(shown).toContain(text);
    },
  );
});
