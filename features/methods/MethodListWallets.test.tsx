import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@testing/render';
import { MethodList } from './MethodList';

/** The names of the listed methods, in order. */
async function listedNames(): Promise<string[]> {
  const group = await screen.findByRole('group', { name: 'Payment method' });
  return within(group)
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.querySelector('[dir="auto"]')?.textContent ?? '');
}

const usd = {
  preloadedState: {
    payments: {
      action: 'deposit' as const,
      currency: 'USD',
      selectedMethodId: { deposit: null, cashout: null },
    },
  },
};

describe('wallet methods in the list', () => {
  it('lists Apple Pay last outside Safari, saying where it works; Google Pay in its place', async () => {
    vi.stubGlobal('PaymentRequest', vi.fn());
    renderWithProviders(<MethodList />, usd);
    const names = await listedNames();
    expect(names.at(-1)).toBe('Apple Pay');
    expect(names.indexOf('Google Pay')).toBeLessThan(names.length - 1);
    const applePay = screen.getByRole('radio', { name: /Apple Pay/ });
    expect(applePay).toBeEnabled();
    expect(applePay.closest('label')).toHaveTextContent(
      'Not available in this browser: Apple Pay works in Safari on iPhone, iPad and Mac.',
    );
    expect(
      screen.getByRole('radio', { name: /Google Pay/ }).closest('label'),
    ).not.toHaveTextContent(/Not available/);
  });

  it('keeps both wallets in their places in Safari', async () => {
    vi.stubGlobal('PaymentRequest', vi.fn());
    vi.stubGlobal('ApplePaySession', vi.fn());
    renderWithProviders(<MethodList />, usd);
    const names = await listedNames();
    expect(names.indexOf('Apple Pay')).toBeLessThan(names.indexOf('Google Pay'));
    expect(screen.queryByText(/Not available in this browser/)).toBeNull();
  });

  it('lists both wallets last, with their reasons, without the Payment Request API', async () => {
    renderWithProviders(<MethodList />, usd);
    const names = await listedNames();
    expect(names.slice(-2)).toEqual(['Apple Pay', 'Google Pay']);
    expect(
      screen.getByText('Not available in this browser: Google Pay works here in Chrome or Edge.'),
    ).toBeInTheDocument();
  });
});
