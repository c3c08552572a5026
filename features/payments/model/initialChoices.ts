import type { PaymentAction } from './contract';

/** The cashier's choices before the player makes any: the initial state of paymentsSlice. */
export const INITIAL_CHOICES: { readonly action: PaymentAction; readonly currency: string } = {
  action: 'deposit',
  currency: 'EUR',
};
