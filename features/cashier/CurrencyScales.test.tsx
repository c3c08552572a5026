import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogWith, useFreshBackend } from '@mocks/testing';
import { renderWithProviders } from '@testing/render';
import { Cashier } from './Cashier';

/** What the player reads, Intl's no-break spaces as plain ones. */
const read = (element: HTMLElement) => element.textContent.replace(/\s+/g, ' ');

/** A back end offering one method in a coin the client has no table for, at the scale it says. */
function useCoinBackend(scale: number) {
  useFreshBackend(
    catalogWith((catalog) => {
      catalog.currencies = ['BCH'];
      catalog.currencyScales = { BCH: scale };
      catalog.defaultCurrency = 'BCH';
      const [first] = catalog.methods.filter((method) => method.id === 'skrill');
      if (!first) throw new Error('the default catalog has a skrill method');
      catalog.methods = [
        {
          ...first,
          actions: ['deposit'],
          limits: { BCH: { min: '0.00025', max: '5' } },
          presets: ['0.00025', '0.5'],
          commission: { type: 'none' },
        },
      ];
      catalog.conversionMethods = [];
      delete catalog.scenarios;
      delete catalog.lastUsedDeposit;
    }),
  );
}

describe('amounts at the scale the back end gives', () => {
  it('shows a coin the client knows nothing of at the decimals the config states', async () => {
    useCoinBackend(8);
    renderWithProviders(<Cashier />);
    const method = await screen.findByRole('radio', { name: /^Skrill/ });
    const label = method.closest('label') ?? method.parentElement;
    if (!label) throw new Error('the method has a label');
    expect(read(label)).toContain('BCH 0.00025000');
    expect(read(label)).toContain('BCH 5.00000000');
  });

  it('follows the back end, not a table of its own: the same coin at 5 decimals reads so', async () => {
    useCoinBackend(5);
    const { user } = renderWithProviders(<Cashier />);
    await user.click(await screen.findByRole('radio', { name: /^Skrill/ }));
    const presets = await screen.findByRole('group', { name: 'Suggested amounts' });
    expect(within(presets).getAllByRole('button').map(read)).toEqual([
      'BCH 0.00025',
      'BCH 0.50000',
    ]);
  });
});
