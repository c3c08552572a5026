import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { amountIsolation } from '@testing/isolation';
import { renderWithProviders } from '@testing/render';
import { TransactionHistory } from './TransactionHistory';

describe('the transaction history in Arabic', () => {
  it('shows every amount, fee and total isolated left to right', async () => {
    const { container, i18n } = renderWithProviders(<TransactionHistory />, {
      language: 'ar',
      lazyPart: true,
    });
    await waitFor(() => {
      expect(i18n.resolvedLanguage).toBe('ar');
      expect(container.querySelectorAll('li').length).toBeGreaterThan(0);
    });
    const { amounts, unisolated } = amountIsolation(container);
    expect(amounts.length).toBeGreaterThanOrEqual(5);
    expect(unisolated).toEqual([]);
  });
});
