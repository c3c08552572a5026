import { screen } from '@testing-library/react';
import { renderWithProviders } from '@testing/render';
import type { RenderWithProvidersOptions } from '@testing/render';
import { DEFAULT_CASHIER_ID } from '@common/lib/cashierId';
import { Cashier } from '@features/cashier/Cashier';
import { keepPendingRedirect } from '@features/checkout/pendingRedirectStore';

/** A published Visa test number. */
export const TEST_CARD = '4111111111111111';

/** Renders the cashier and opens the card method's form. */
export async function openCardForm(options?: RenderWithProvidersOptions) {
  const view = renderWithProviders(<Cashier />, options);
  await view.user.click(await screen.findByRole('radio', { name: /Credit or debit card/ }));
  await screen.findByLabelText(/^Amount/);
  return view;
}

type User = ReturnType<typeof renderWithProviders>['user'];

/** Types a valid card payment of €50 into the open card form (skips fields a saved card hides). */
export async function fillValidCard(user: User, { savedCard = false } = {}) {
  // The form shows once the method's fields are in.
  await user.type(await screen.findByLabelText(/^Amount/), '50');
  if (!savedCard) {
    await user.type(screen.getByLabelText('Card number'), TEST_CARD);
    await user.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Expiry date'), '1234');
  }
  await user.type(screen.getByLabelText(/^Security code/), '123');
}

/**
 * The player left cashier `cashierId` for a provider's page with a card deposit of €23.02 and has
 * just come back: the payment is kept as the payment form keeps it.
 */
export function cameBackFrom(paymentId = 'pay_redirected', cashierId = DEFAULT_CASHIER_ID): void {
  keepPendingRedirect(
    {
      paymentId,
      action: 'deposit',
      methodId: 'card',
      methodName: 'Credit or debit card',
      amount: '23.02',
      currency: 'EUR',
      leftAt: Date.now(),
    },
    cashierId,
  );
}
