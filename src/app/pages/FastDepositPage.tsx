import { FastDeposit } from '@features/fastDeposit';
import { routeChanged } from '@features/navigation';
import { useAppDispatch } from '@store/hooks';
import { CashierPage } from './CashierPage';

/** Route `fast-deposit` (docs/fast-deposit.md): the modal over the cashier; closing goes to '/'. */
export default function FastDepositPage() {
  const dispatch = useAppDispatch();
  return (
    <>
      <CashierPage />
      <FastDeposit onClose={() => dispatch(routeChanged('/'))} />
    </>
  );
}
