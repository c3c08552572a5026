import type { AppStore } from '@/app/store';
import { Cashier } from '@features/cashier';
import { paymentsApi } from '@features/payments';
import { selectRoute } from '@features/navigation';
import { useCashierOptions } from '../cashierOptions';

/** The cashier with the operator's options it needs (responsible-gambling and verification pages). */
export function CashierPage() {
  const { responsibleGamblingUrl, verificationUrl } = useCashierOptions();
  return (
    <Cashier responsibleGamblingUrl={responsibleGamblingUrl} verificationUrl={verificationUrl} />
  );
}

/**
 * On the cashier's page, asks for the config as soon as the cashier's code is in, before the page
 * renders: the request (or the boot prefetch's answer, common/lib/prefetch.ts) is under way before
 * React mounts the query hooks, and RTK Query's query path runs for the first time in a task of
 * its own instead of in the page's first commit (docs/budgets-and-benchmarks.md). No subscription:
 * the page's hooks hold the answer.
 */
export function startCashierQueries(store: Pick<AppStore, 'dispatch' | 'getState'>) {
  if (selectRoute(store.getState()) !== '/') return;
  store.dispatch(paymentsApi.util.prefetch('config', undefined, {}));
}
