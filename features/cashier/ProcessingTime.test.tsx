/**
 * A method's processing time reads the same wherever the player meets it: the methods list and the
 * receipt of a requested payment say it with one formatter (methods/MethodTerms.tsx), and the
 * result's server text does not restate it.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '@mocks/handlers';
import { renderWithProviders } from '@testing/render';
import { Cashier } from './Cashier';

describe('processing time', () => {
  it('reads in the receipt of a requested cash-out as it does in the methods list', async () => {
    const { user } = renderWithProviders(<Cashier />, {
      preloadedState: {
        payments: {
          action: 'cashout',
          currency: 'EUR',
          selectedMethodId: { deposit: null, cashout: null },
        },
      },
    });
    const radio = await screen.findByRole('radio', { name: /Bank transfer/ });
    const listed = radio.closest('label')?.textContent ?? '';
    expect(listed).toContain('Within 1–3 days');
    await user.click(radio);
    await user.type(await screen.findByLabelText(/^Amount/), '100');
    await user.type(screen.getByLabelText('Account holder'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('IBAN'), 'DE89370400440532013000');
    await user.click(screen.getByRole('button', { name: /^Cash out/ }));

    const receipt = await screen.findByRole('region', { name: 'Receipt' });
    const row = within(receipt).getByText('Processing time').closest('div');
    expect(row).toHaveTextContent('Processing time' + 'Within 1–3 days');
    expect(screen.queryByText(/business days/)).not.toBeInTheDocument();
  });

  it('is never restated in a result message of the mock catalog', () => {
    const messages = defaultCatalog.methods.flatMap((method) =>
      method.result.status === 'notify' ? [method.result.message] : [],
    );
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expect(message).not.toMatch(
        /\b(within|instant(ly)?|\d+\s*(business )?(minutes?|hours?|days?))\b/i,
      );
    }
  });
});
