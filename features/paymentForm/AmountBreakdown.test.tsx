import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@testing/render';
import { decimalAmounts } from '@features/payments/model/paymentAmounts';
import { AmountBreakdown } from './AmountBreakdown';

describe('AmountBreakdown', () => {
  it.each([
    ['no commission', { type: 'none' } as const],
    ['a 0% commission', { type: 'percent', percent: '0' } as const],
    ['a €0.00 commission', { type: 'fixed', amount: '0.00' } as const],
  ])('says "No fee" for %s, in the form and on the receipt', (_name, commission) => {
    const amounts = decimalAmounts('deposit', commission, 'EUR', '50.00');
    if (amounts === null) throw new Error('not an amount');
    renderWithProviders(
      <>
        <AmountBreakdown action="deposit" amounts={amounts} variant="form" />
        <AmountBreakdown action="deposit" amounts={amounts} variant="result" />
      </>,
      { lazyPart: true },
    );
    expect(screen.getAllByText('No fee')).toHaveLength(2);
    expect(screen.queryByText('€0.00')).not.toBeInTheDocument();
  });

  it('gives a fee that costs something as money', () => {
    const amounts = decimalAmounts('deposit', { type: 'percent', percent: '2' }, 'EUR', '50.00');
    if (amounts === null) throw new Error('not an amount');
    const { container } = renderWithProviders(
      <AmountBreakdown action="deposit" amounts={amounts} variant="form" />,
      { lazyPart: true },
    );
    expect(container).toHaveTextContent(/Fee\s*€1\.00/);
    expect(screen.queryByText('No fee')).not.toBeInTheDocument();
  });
});
