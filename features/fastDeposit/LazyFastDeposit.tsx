import { lazyComponent } from '@common/ui/lazyComponent';

/**
 * The fast-deposit modal in its own chunk (docs/budgets-and-benchmarks.md): the public surface exports this one,
 * so only the fast-deposit route loads the modal and the payment form code it shares.
 */
export const FastDeposit = lazyComponent(
  () => import('./FastDeposit').then((module) => module.FastDeposit),
  { label: 'payments.form.loading', rows: 3 },
);
