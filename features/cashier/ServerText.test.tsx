import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogWith, useFreshBackend } from '@mocks/testing';
import { fillValidCard, openCardForm } from '@testing/cashier';

/** The card method of the built-in catalog, with what a server may say of it. */
function useCardSaying(edit: Parameters<typeof catalogWith>[0]) {
  useFreshBackend(catalogWith(edit));
}

describe('what the server sends is shown', () => {
  it("shows the method's description in the list, in its own direction", async () => {
    useCardSaying((catalog) => {
      catalog.methods[0]!.description = 'Visa, Mastercard — تحويل فوري (SEPA) 1.5%!';
    });
    await openCardForm();
    const description = screen.getByText('Visa, Mastercard — تحويل فوري (SEPA) 1.5%!');
    expect(description).toHaveAttribute('dir', 'auto');
  });

  it("shows the server's result message below the cashier's own line, in its own direction", async () => {
    useCardSaying((catalog) => {
      catalog.methods[0]!.result = {
        status: 'notify',
        severity: 'success',
        message: 'تم الإيداع (SEPA) 1.5%!',
      };
    });
    const { user } = await openCardForm();
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(await screen.findByText('Deposit complete')).toBeInTheDocument();
    const detail = screen.getByText('تم الإيداع (SEPA) 1.5%!');
    expect(detail).toHaveAttribute('dir', 'auto');
    expect(detail.parentElement).toHaveTextContent(/^Details from the provider:/);
  });

  it("shows the amount limits and the server's hint on the amount field, both", async () => {
    useCardSaying((catalog) => {
      const amount = catalog.methods[0]!.fields.find((field) => field.type === 'amount')!;
      amount.hint = 'Bonus: deposit 100 or more.';
    });
    await openCardForm();
    const amount = screen.getByLabelText(/^Amount/);
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('From €10.00 to €5,000.00'));
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('Bonus: deposit 100 or more.'),
    );
  });

  it('reads a percent-range fee in the form as in the list', async () => {
    useCardSaying((catalog) => {
      catalog.methods[0]!.commission = {
        type: 'range-percent',
        minPercent: '0.1',
        maxPercent: '0.9',
      };
    });
    const { user } = await openCardForm();
    expect(screen.getAllByText(/0\.1%–0\.9% fee/)).toHaveLength(1); // the list
    await user.type(screen.getByLabelText(/^Amount/), '50');
    const summary = screen.getByText('Fee').closest('dl')!;
    expect(within(summary as HTMLElement).getByText('0.1%–0.9% fee')).toBeInTheDocument();
    expect(screen.queryByText('Fee set by the provider')).not.toBeInTheDocument();
  });

  it("labels the security code with the server's label", async () => {
    useCardSaying((catalog) => {
      const cvv = catalog.methods[0]!.fields.find((field) => field.type === 'cvv')!;
      cvv.label = 'Card verification code';
    });
    await openCardForm();
    expect(screen.getByLabelText('Card verification code')).toBeInTheDocument();
  });

  it('calls it the security code, without card-scheme jargon, when the server sends no label', async () => {
    useCardSaying((catalog) => {
      const cvv = catalog.methods[0]!.fields.find((field) => field.type === 'cvv')!;
      cvv.label = '';
    });
    const { user } = await openCardForm();
    await user.type(screen.getByLabelText('Card number'), '378282246310005');
    expect(screen.getByLabelText('Security code')).toHaveAttribute('maxlength', '4');
  });
});
