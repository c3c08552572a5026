import type { PaymentAction } from '@contract/payments/lists';

/**
 * The cashier's choices before the player makes any: the initial state of paymentsSlice. No
 * currency (`''`): the cashier uses the player's default currency from `GET /config`
 * (model/offeredCurrency.ts), and asks for no methods before that answer.
 */
export const INITIAL_CHOICES: { readonly action: PaymentAction; readonly currency: string } = {
  action: 'deposit',
  currency: '',
};
