import { Cashier } from '@features/payments';
import { useCashierOptions } from '../cashierOptions';

/** The cashier with the operator's options it needs (the responsible-gambling page). */
export function CashierPage() {
  const { responsibleGamblingUrl } = useCashierOptions();
  return <Cashier responsibleGamblingUrl={responsibleGamblingUrl} />;
}
