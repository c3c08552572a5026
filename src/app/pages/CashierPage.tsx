import { Cashier } from '@features/payments';
import { useCashierOptions } from '../cashierOptions';

/** The cashier with the operator's options it needs (responsible-gambling and verification pages). */
export function CashierPage() {
  const { responsibleGamblingUrl, verificationUrl } = useCashierOptions();
  return (
    <Cashier responsibleGamblingUrl={responsibleGamblingUrl} verificationUrl={verificationUrl} />
  );
}
